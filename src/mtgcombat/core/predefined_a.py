"""Generated definitions, part a (written by `core.predefined`; do not edit:
`benchmarks/write_predefined.py` writes it again)."""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

def _d0():
    def new_PlayerLost(rule, player):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.__class__ = cls
        return out
    return locals()

def _d3():
    def replace(self, v0, v1, v2):
        out = new(twin)
        out.id = self.id
        out.controller = self.controller
        out.power = self.power
        out.toughness = self.toughness
        out.damage = v0
        out.counters = self.counters
        out.tapped = self.tapped
        out.zone = v1
        out.attacking = self.attacking
        out.blocking = self.blocking
        out.blocked = self.blocked
        out.prevent_next = self.prevent_next
        out.regeneration_shields = self.regeneration_shields
        out.entered_blocking = self.entered_blocking
        out.deathtouch_damaged = self.deathtouch_damaged
        out.had_first_strike = v2
        out.destroy_at_end_of_combat = self.destroy_at_end_of_combat
        out.damaged_by = self.damaged_by
        out.characteristics = self.characteristics
        out.__class__ = cls
        return out
    return locals()

def _d6():
    def __init__(self, rule, source, recipient, amount, reason, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.source = source
            self.recipient = recipient
            self.amount = amount
            self.reason = reason
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_source(self, source)
            set_recipient(self, recipient)
            set_amount(self, amount)
            set_reason(self, reason)
            pass
    return locals()

def _d9():
    def to_json(self):
        return {'kind': 'life_lost', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

def _d12():
    def to_json(self):
        return {'kind': 'pt_until_end_of_turn', 'rule': self.rule, 'creature': self.creature, 'power': self.power, 'toughness': self.toughness, 'source': self.source}
    return locals()

def _d15():
    def new_DamageMarked(rule, creature, amount, source):
        out = new(twin)
        out.rule = rule
        out.creature = creature
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d18():
    def to_json(self):
        return {'kind': 'damage_dealt', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'combat': self.combat, 'step': self.step}
    return locals()

def _d21():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return () == ()
        return NotImplemented
    return locals()

def _d24():
    def new_StepBegins(rule, step):
        out = new(twin)
        out.rule = rule
        out.step = step
        out.__class__ = cls
        return out
    return locals()

def _d27():
    def __hash__(self):
        return hash((self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,))
    return locals()

def _d30():
    def __init__(self, rule, player, amount, source, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.player = player
            self.amount = amount
            self.source = source
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_player(self, player)
            set_amount(self, amount)
            set_source(self, source)
            pass
    return locals()

def _d33():
    def replace(self, v0):
        out = new(twin)
        out.id = self.id
        out.life = v0
        out.poison = self.poison
        out.lost = self.lost
        out.prevent_next = self.prevent_next
        out.cant_gain_life = self.cant_gain_life
        out.life_gain_multiplier = self.life_gain_multiplier
        out.protection = self.protection
        out.life_floor = self.life_floor
        out.cant_lose = self.cant_lose
        out.granted = self.granted
        out.zero_life_ok = self.zero_life_ok
        out.hand = self.hand
        out.graveyard = self.graveyard
        out.monarch = self.monarch
        out.city_blessing = self.city_blessing
        out.initiative = self.initiative
        out.spells_cast = self.spells_cast
        out.starting_life = self.starting_life
        out.graveyard_cards = self.graveyard_cards
        out.experience = self.experience
        out.commander_damage = self.commander_damage
        out.life_gain_plus = self.life_gain_plus
        out.life_gain_draws = self.life_gain_draws
        out.energy = self.energy
        out.fogs = self.fogs
        out.unpreventable = self.unpreventable
        out.history = self.history
        out.__class__ = cls
        return out
    return locals()

def _d36():
    def __init__(self, kind, permanent, text, rule=__default_rule, reason=__default_reason):
        __setter(self, 'kind', kind)
        __setter(self, 'permanent', permanent)
        __setter(self, 'text', text)
        __setter(self, 'rule', rule)
        __setter(self, 'reason', reason)
    return locals()

def _d39():
    def __init__(self, amount, plus=__default_plus, target=__default_target, power=__default_power, toughness=__default_toughness, target_filter=__default_target_filter, that_many=__default_that_many):
        __setter(self, 'amount', amount)
        __setter(self, 'plus', plus)
        __setter(self, 'target', target)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'target_filter', target_filter)
        __setter(self, 'that_many', that_many)
    return locals()

def _d42():
    def __init__(self, rule, attacker, blocker, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.attacker = attacker
            self.blocker = blocker
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_attacker(self, attacker)
            set_blocker(self, blocker)
            pass
    return locals()

def _d45():
    def __init__(self, events, effects, subject=__default_subject, other=__default_other, at_least=__default_at_least, optional=__default_optional, if_you_do=__default_if_you_do, when=__default_when, up_to=__default_up_to):
        __setter(self, 'events', events)
        __setter(self, 'effects', effects)
        __setter(self, 'subject', subject)
        __setter(self, 'other', other)
        __setter(self, 'at_least', at_least)
        __setter(self, 'optional', optional)
        __setter(self, 'if_you_do', if_you_do)
        __setter(self, 'when', when)
        __setter(self, 'up_to', up_to)
    return locals()

def _d48():
    def __init__(self, assignments=__default_assignments):
        __setter(self, 'assignments', assignments)
        __setter(self, '_by_creature', __default__by_creature())
        self.__post_init__()
    return locals()

def _d51():
    def new_LifeGained(rule, player, amount, source):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d54():
    def __init__(self, plus=__default_plus, tapped=__default_tapped, unless_had=__default_unless_had, counter=__default_counter, dead=__default_dead, yours=__default_yours, keyword=__default_keyword):
        __setter(self, 'plus', plus)
        __setter(self, 'tapped', tapped)
        __setter(self, 'unless_had', unless_had)
        __setter(self, 'counter', counter)
        __setter(self, 'dead', dead)
        __setter(self, 'yours', yours)
        __setter(self, 'keyword', keyword)
    return locals()

def _d57():
    def __init__(self, amount, planeswalkers=__default_planeswalkers, per_counter=__default_per_counter):
        __setter(self, 'amount', amount)
        __setter(self, 'planeswalkers', planeswalkers)
        __setter(self, 'per_counter', per_counter)
    return locals()

def _d60():
    def clone(value, changes):
        out = new(twin)
        out.name = value.name
        out.types = value.types
        out.abilities = value.abilities
        out.colors = value.colors
        out.band = value.band
        out.can_block_additional = value.can_block_additional
        out.can_block_any_number = value.can_block_any_number
        out.assign_as_though_unblocked = value.assign_as_though_unblocked
        out.assigns_damage_by_toughness = value.assigns_damage_by_toughness
        out.protector = value.protector
        out.subtypes = value.subtypes
        out.block_rules = value.block_rules
        out.toxic = value.toxic
        out.cant_have_counters = value.cant_have_counters
        out.deals_double_damage = value.deals_double_damage
        out.card = value.card
        out.name_ja = value.name_ja
        out.statics = value.statics
        out.prevent_combat_damage_by = value.prevent_combat_damage_by
        out.prevent_combat_damage_to = value.prevent_combat_damage_to
        out.granted = value.granted
        out.attached_to = value.attached_to
        out.supertypes = value.supertypes
        out.prevent_from = value.prevent_from
        out.token = value.token
        out.monstrous = value.monstrous
        out.renowned = value.renowned
        out.paired_with = value.paired_with
        out.commander = value.commander
        out.assigns_no_combat_damage = value.assigns_no_combat_damage
        out.choices = value.choices
        out.mana_value = value.mana_value
        out.chosen = value.chosen
        out.face_down = value.face_down
        out.summoning_sick = value.summoning_sick
        out.regenerates = value.regenerates
        out.owner = value.owner
        out.control_by_effect = value.control_by_effect
        out.repeats = value.repeats
        out.returns_as = value.returns_as
        out.pt_layers = value.pt_layers
        out.last_known = value.last_known
        for name, new_value in changes.items():
            if name not in fields:
                raise TypeError(f'{cls.__name__} has no field {name!r}')
            setattr(out, name, new_value)
        out.__class__ = cls
        return out
    return locals()

def _d63():
    def __init__(self, own_power, own_toughness, changes=__default_changes):
        __setter(self, 'own_power', own_power)
        __setter(self, 'own_toughness', own_toughness)
        __setter(self, 'changes', changes)
    return locals()

def _d66():
    def __init__(self, after, spell, targets=__default_targets, controller=__default_controller, name=__default_name, token=__default_token, order=__default_order, sacrifice=__default_sacrifice, divide=__default_divide, sacrificed=__default_sacrificed, ward_paid=__default_ward_paid, proliferated=__default_proliferated, source=__default_source, activated=__default_activated, activation_cost=__default_activation_cost, tap_cost=__default_tap_cost, self_target=__default_self_target, life_cost=__default_life_cost):
        __setter(self, 'after', after)
        __setter(self, 'spell', spell)
        __setter(self, 'targets', targets)
        __setter(self, 'controller', controller)
        __setter(self, 'name', name)
        __setter(self, 'token', token)
        __setter(self, 'order', order)
        __setter(self, 'sacrifice', sacrifice)
        __setter(self, 'divide', divide)
        __setter(self, 'sacrificed', sacrificed)
        __setter(self, 'ward_paid', ward_paid)
        __setter(self, 'proliferated', proliferated)
        __setter(self, 'source', source)
        __setter(self, 'activated', activated)
        __setter(self, 'activation_cost', activation_cost)
        __setter(self, 'tap_cost', tap_cost)
        __setter(self, 'self_target', self_target)
        __setter(self, 'life_cost', life_cost)
    return locals()

def _d69():
    def __init__(self, rule, blocker, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.blocker = blocker
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_blocker(self, blocker)
            pass
    return locals()

def _d72():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,) == (other.types,other.not_types,other.subtypes,other.not_subtypes,other.colors,other.not_colors,other.color_count,other.with_keywords,other.without_keywords,other.compares,other.tapped,other.controller,other.other,other.role,other.ids,other.with_any_keywords,other.counter,other.host,other.attached,other.supertypes,other.not_supertypes,other.relation,other.token,other.any_of,other.monstrous,other.renowned,other.commander,other.pair,other.chosen,other.names,other.equipped,other.face_down,other.enchanted,)
        return NotImplemented
    return locals()

def _d75():
    def __hash__(self):
        return hash(())
    return locals()

def _d78():
    def __init__(self, controller, source, creature, event, other, ability, rule, keyword=__default_keyword, target=__default_target, defending=__default_defending, player=__default_player, amount=__default_amount, stale=__default_stale):
        __setter(self, 'controller', controller)
        __setter(self, 'source', source)
        __setter(self, 'creature', creature)
        __setter(self, 'event', event)
        __setter(self, 'other', other)
        __setter(self, 'ability', ability)
        __setter(self, 'rule', rule)
        __setter(self, 'keyword', keyword)
        __setter(self, 'target', target)
        __setter(self, 'defending', defending)
        __setter(self, 'player', player)
        __setter(self, 'amount', amount)
        __setter(self, 'stale', stale)
    return locals()

def _d81():
    def new_DamagePlan(creature, assigner, amount, deathtouch, layouts):
        out = new(twin)
        out.creature = creature
        out.assigner = assigner
        out.amount = amount
        out.deathtouch = deathtouch
        out.layouts = layouts
        out.__class__ = cls
        return out
    return locals()

def _d84():
    def __init__(self, name, rule, since, parameter, combat):
        __setter(self, 'name', name)
        __setter(self, 'rule', rule)
        __setter(self, 'since', since)
        __setter(self, 'parameter', parameter)
        __setter(self, 'combat', combat)
    return locals()

def _d87():
    def __init__(self, cards=__default_cards, _index=__missing, aliases=__missing):
        __setter(self, 'cards', cards)
        __setter(self, '_index', __default__index() if _index is __missing else _index)
        __setter(self, 'aliases', __default_aliases() if aliases is __missing else aliases)
    return locals()

def _d90():
    def __init__(self, rule, blocker, attacker, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.blocker = blocker
            self.attacker = attacker
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_blocker(self, blocker)
            set_attacker(self, attacker)
            pass
    return locals()

def _d93():
    def to_json(self):
        return {'kind': 'damage_marked', 'rule': self.rule, 'creature': self.creature, 'amount': self.amount, 'source': self.source}
    return locals()

def _d96():
    def __init__(self, players, permanents, active_player, orders=__missing, max_blockers_per_combat=__default_max_blockers_per_combat, block_cost_each=__default_block_cost_each, prevent_all_combat_damage=__default_prevent_all_combat_damage, teams=__default_teams):
        __setter(self, 'players', players)
        __setter(self, 'permanents', permanents)
        __setter(self, 'active_player', active_player)
        __setter(self, 'orders', __default_orders() if orders is __missing else orders)
        __setter(self, 'max_blockers_per_combat', max_blockers_per_combat)
        __setter(self, 'block_cost_each', block_cost_each)
        __setter(self, 'prevent_all_combat_damage', prevent_all_combat_damage)
        __setter(self, 'teams', teams)
        self.__post_init__()
    return locals()

def _d99():
    def new_DamageDealt(rule, source, recipient, amount, combat, step):
        out = new(twin)
        out.rule = rule
        out.source = source
        out.recipient = recipient
        out.amount = amount
        out.combat = combat
        out.step = step
        out.__class__ = cls
        return out
    return locals()

def _d102():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.text,self.effects,self.target,self.also,self.players,self.colors,self.count,self.sacrifice_cost,self.life_cost,self.discard_cost,self.types,self.kinds,self.opponents,self.kicked,self.mana_value,) == (other.text,other.effects,other.target,other.also,other.players,other.colors,other.count,other.sacrifice_cost,other.life_cost,other.discard_cost,other.types,other.kinds,other.opponents,other.kicked,other.mana_value,)
        return NotImplemented
    return locals()

def _d105():
    def __hash__(self):
        return hash((self.quality,))
    return locals()

def _d108():
    def new_Slot(id, role, gated, threshold, is_creature, rule):
        out = new(twin)
        out.id = id
        out.role = role
        out.gated = gated
        out.threshold = threshold
        out.is_creature = is_creature
        out.rule = rule
        out.__class__ = cls
        return out
    return locals()

def _d111():
    def __init__(self, id, life=default_life, poison=default_poison, lost=default_lost, prevent_next=default_prevent_next, cant_gain_life=default_cant_gain_life, life_gain_multiplier=default_life_gain_multiplier, protection=default_protection, life_floor=default_life_floor, cant_lose=default_cant_lose, granted=default_granted, zero_life_ok=default_zero_life_ok, hand=default_hand, graveyard=default_graveyard, monarch=default_monarch, city_blessing=default_city_blessing, initiative=default_initiative, spells_cast=default_spells_cast, starting_life=default_starting_life, graveyard_cards=default_graveyard_cards, experience=default_experience, commander_damage=default_commander_damage, life_gain_plus=default_life_gain_plus, life_gain_draws=default_life_gain_draws, energy=default_energy, fogs=default_fogs, unpreventable=default_unpreventable, history=default_history):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.id = id
            self.life = life
            self.poison = poison
            self.lost = lost
            self.prevent_next = prevent_next
            self.cant_gain_life = cant_gain_life
            self.life_gain_multiplier = life_gain_multiplier
            self.protection = protection
            self.life_floor = life_floor
            self.cant_lose = cant_lose
            self.granted = granted
            self.zero_life_ok = zero_life_ok
            self.hand = hand
            self.graveyard = graveyard
            self.monarch = monarch
            self.city_blessing = city_blessing
            self.initiative = initiative
            self.spells_cast = spells_cast
            self.starting_life = starting_life
            self.graveyard_cards = graveyard_cards
            self.experience = experience
            self.commander_damage = commander_damage
            self.life_gain_plus = life_gain_plus
            self.life_gain_draws = life_gain_draws
            self.energy = energy
            self.fogs = fogs
            self.unpreventable = unpreventable
            self.history = history
            self.__class__ = cls
        else:
            set_id(self, id)
            set_life(self, life)
            set_poison(self, poison)
            set_lost(self, lost)
            set_prevent_next(self, prevent_next)
            set_cant_gain_life(self, cant_gain_life)
            set_life_gain_multiplier(self, life_gain_multiplier)
            set_protection(self, protection)
            set_life_floor(self, life_floor)
            set_cant_lose(self, cant_lose)
            set_granted(self, granted)
            set_zero_life_ok(self, zero_life_ok)
            set_hand(self, hand)
            set_graveyard(self, graveyard)
            set_monarch(self, monarch)
            set_city_blessing(self, city_blessing)
            set_initiative(self, initiative)
            set_spells_cast(self, spells_cast)
            set_starting_life(self, starting_life)
            set_graveyard_cards(self, graveyard_cards)
            set_experience(self, experience)
            set_commander_damage(self, commander_damage)
            set_life_gain_plus(self, life_gain_plus)
            set_life_gain_draws(self, life_gain_draws)
            set_energy(self, energy)
            set_fogs(self, fogs)
            set_unpreventable(self, unpreventable)
            set_history(self, history)
            pass
        self.__post_init__()
    return locals()

def _d114():
    def to_json(self):
        return {'kind': 'life_gained', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

MAKERS = {
    "03c64faa2a9f567a63c021722f3bf2f9": _d0,
    "129279da37c10f3c8532089e7b065a4d": _d3,
    "134dbc41e7af41e215fd0471088d5a3d": _d6,
    "169cc5d1951a761731dd448414a2e103": _d9,
    "1b9180b9a292db50660a7743fcd99164": _d12,
    "2881902a8cf8f10209afbc631a18a0c8": _d15,
    "2f61ef5a77f10c5010aec8dff8b1b18b": _d18,
    "359cb7c0c1ecbf53bed3949c19aa7151": _d21,
    "36fcff8aa00f153554ca124203198879": _d24,
    "3fdb0046b0d96da5dafe70c93cc31044": _d27,
    "48c15bc024a80e93b978f0bce5c531cc": _d30,
    "505a2277fa068ca3a498f7568e1f716c": _d33,
    "537fe30f59d2327efb5eae7339d0ac7d": _d36,
    "57dce3346272050aa53f285af7444c10": _d39,
    "59a685da7731c375df1cecfdc6a7283c": _d42,
    "5ebba0a3828901b4ad5b5c5dedc3a7ec": _d45,
    "635ae33ca948881a49faf519ab76ffb3": _d48,
    "670baf363ad16da7d0707eeee7fd9316": _d51,
    "6c5b304c28cb3319edb0db4f122eed74": _d54,
    "6f23326ebaf368feac65993745616aa2": _d57,
    "772859c450cf9ac7718e6d9900178ebc": _d60,
    "87c3a2433eaa0b5c89ba199a18368a43": _d63,
    "8fb61a4ef46f08cf6adcf750fe20c3ff": _d66,
    "9b307978e24b1c7106f49d34ecd5e422": _d69,
    "a18808b2110c26323347b67fb56a2a45": _d72,
    "a7e81d0b8cb3b8b31a584ccd3f34c7f3": _d75,
    "a84811edb8a7d1f3030fa38f98451ab3": _d78,
    "ad1e100f76287e3d0a12cdba0e87dce3": _d81,
    "b2fffcb3365d4aa85b9855db7051461e": _d84,
    "bd5c98ce6afabac40fb16068f188725a": _d87,
    "cae16c593f71946d6e57bb88645c65b6": _d90,
    "cdea6e51ae78df121d9d0c9bcbe373f7": _d93,
    "d803c319e09cb67d46e21c6cbc9d8085": _d96,
    "e4098cbb740eae9db99ce4033e723c7a": _d99,
    "ed68fb0baaafd62787c501832c1eaf9b": _d102,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d105,
    "f400315d4aae8ebd28055e963bdfa859": _d108,
    "f785ae24ea53f881ddeab0640b621367": _d111,
    "fd5a667928045eaadff12ba62073dba8": _d114,
}
