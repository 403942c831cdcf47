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
    def __init__(self, abilities=__default_abilities, block_rules=__default_block_rules, statics=__default_statics, can_block_additional=__default_can_block_additional, can_block_any_number=__default_can_block_any_number, assign_as_though_unblocked=__default_assign_as_though_unblocked, assigns_damage_by_toughness=__default_assigns_damage_by_toughness, cant_have_counters=__default_cant_have_counters, deals_double_damage=__default_deals_double_damage, regenerates=__default_regenerates, repeats=__default_repeats):
        __setter(self, 'abilities', abilities)
        __setter(self, 'block_rules', block_rules)
        __setter(self, 'statics', statics)
        __setter(self, 'can_block_additional', can_block_additional)
        __setter(self, 'can_block_any_number', can_block_any_number)
        __setter(self, 'assign_as_though_unblocked', assign_as_though_unblocked)
        __setter(self, 'assigns_damage_by_toughness', assigns_damage_by_toughness)
        __setter(self, 'cant_have_counters', cant_have_counters)
        __setter(self, 'deals_double_damage', deals_double_damage)
        __setter(self, 'regenerates', regenerates)
        __setter(self, 'repeats', repeats)
    return locals()

def _d6():
    def __init__(self, rule, creature, player, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.creature = creature
            self.player = player
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_creature(self, creature)
            set_player(self, player)
            pass
    return locals()

def _d9():
    def new_LifeLost(rule, player, amount, source):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d12():
    def to_json(self):
        return {'kind': 'team_totals', 'rule': self.rule, 'team': self.team, 'life': self.life, 'poison': self.poison}
    return locals()

def _d15():
    def __init__(self, rule, creature, power, toughness, source, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.creature = creature
            self.power = power
            self.toughness = toughness
            self.source = source
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_creature(self, creature)
            set_power(self, power)
            set_toughness(self, toughness)
            set_source(self, source)
            pass
    return locals()

def _d18():
    def __init__(self, together=__default_together, all_block=__default_all_block):
        __setter(self, 'together', together)
        __setter(self, 'all_block', all_block)
    return locals()

def _d21():
    def __init__(self, violations):
        __setter(self, 'violations', violations)
    return locals()

def _d24():
    def new_DamageRemoved(rule, permanent, amount):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.amount = amount
        out.__class__ = cls
        return out
    return locals()

def _d27():
    def __init__(self, stat, op, value=__default_value, own=__default_own):
        __setter(self, 'stat', stat)
        __setter(self, 'op', op)
        __setter(self, 'value', value)
        __setter(self, 'own', own)
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
    def to_json(self):
        return {'kind': 'trigger_resolves', 'rule': self.rule, 'source': self.source, 'creature': self.creature, 'event': self.event, 'other': self.other, 'ability': self.ability}
    return locals()

def _d93():
    def __init__(self, id, controller, name=default_name, types=default_types, power=default_power, toughness=default_toughness, damage=default_damage, counters=default_counters, abilities=default_abilities, colors=default_colors, tapped=default_tapped, zone=default_zone, attacking=default_attacking, blocking=default_blocking, blocked=default_blocked, band=default_band, can_block_additional=default_can_block_additional, can_block_any_number=default_can_block_any_number, assign_as_though_unblocked=default_assign_as_though_unblocked, assigns_damage_by_toughness=default_assigns_damage_by_toughness, prevent_next=default_prevent_next, regeneration_shields=default_regeneration_shields, protector=default_protector, subtypes=default_subtypes, block_rules=default_block_rules, entered_blocking=default_entered_blocking, toxic=default_toxic, cant_have_counters=default_cant_have_counters, deals_double_damage=default_deals_double_damage, deathtouch_damaged=default_deathtouch_damaged, had_first_strike=default_had_first_strike, card=default_card, name_ja=default_name_ja, statics=default_statics, prevent_combat_damage_by=default_prevent_combat_damage_by, prevent_combat_damage_to=default_prevent_combat_damage_to, granted=default_granted, attached_to=default_attached_to, supertypes=default_supertypes, prevent_from=default_prevent_from, token=default_token, monstrous=default_monstrous, renowned=default_renowned, paired_with=default_paired_with, commander=default_commander, assigns_no_combat_damage=default_assigns_no_combat_damage, choices=default_choices, destroy_at_end_of_combat=default_destroy_at_end_of_combat, damaged_by=default_damaged_by, mana_value=default_mana_value, chosen=default_chosen, face_down=default_face_down, summoning_sick=default_summoning_sick, regenerates=default_regenerates, owner=default_owner, control_by_effect=default_control_by_effect, repeats=default_repeats, returns_as=default_returns_as, pt_layers=default_pt_layers, last_known=default_last_known, keywords=default_keywords):
        c = new(part_twin)
        c.name = name
        c.types = types
        c.abilities = abilities
        c.colors = colors
        c.band = band
        c.can_block_additional = can_block_additional
        c.can_block_any_number = can_block_any_number
        c.assign_as_though_unblocked = assign_as_though_unblocked
        c.assigns_damage_by_toughness = assigns_damage_by_toughness
        c.protector = protector
        c.subtypes = subtypes
        c.block_rules = block_rules
        c.toxic = toxic
        c.cant_have_counters = cant_have_counters
        c.deals_double_damage = deals_double_damage
        c.card = card
        c.name_ja = name_ja
        c.statics = statics
        c.prevent_combat_damage_by = prevent_combat_damage_by
        c.prevent_combat_damage_to = prevent_combat_damage_to
        c.granted = granted
        c.attached_to = attached_to
        c.supertypes = supertypes
        c.prevent_from = prevent_from
        c.token = token
        c.monstrous = monstrous
        c.renowned = renowned
        c.paired_with = paired_with
        c.commander = commander
        c.assigns_no_combat_damage = assigns_no_combat_damage
        c.choices = choices
        c.mana_value = mana_value
        c.chosen = chosen
        c.face_down = face_down
        c.summoning_sick = summoning_sick
        c.regenerates = regenerates
        c.owner = owner
        c.control_by_effect = control_by_effect
        c.repeats = repeats
        c.returns_as = returns_as
        c.pt_layers = pt_layers
        c.last_known = last_known
        c.__class__ = part
        out = self
        if type(out) is cls:
            set_class(out, '__class__', twin)
            out.id = id
            out.controller = controller
            out.power = power
            out.toughness = toughness
            out.damage = damage
            out.counters = counters
            out.tapped = tapped
            out.zone = zone
            out.attacking = attacking
            out.blocking = blocking
            out.blocked = blocked
            out.prevent_next = prevent_next
            out.regeneration_shields = regeneration_shields
            out.entered_blocking = entered_blocking
            out.deathtouch_damaged = deathtouch_damaged
            out.had_first_strike = had_first_strike
            out.destroy_at_end_of_combat = destroy_at_end_of_combat
            out.damaged_by = damaged_by
            out.characteristics = c
            out.__class__ = cls
        else:
            set_id(out, id)
            set_controller(out, controller)
            set_power(out, power)
            set_toughness(out, toughness)
            set_damage(out, damage)
            set_counters(out, counters)
            set_tapped(out, tapped)
            set_zone(out, zone)
            set_attacking(out, attacking)
            set_blocking(out, blocking)
            set_blocked(out, blocked)
            set_prevent_next(out, prevent_next)
            set_regeneration_shields(out, regeneration_shields)
            set_entered_blocking(out, entered_blocking)
            set_deathtouch_damaged(out, deathtouch_damaged)
            set_had_first_strike(out, had_first_strike)
            set_destroy_at_end_of_combat(out, destroy_at_end_of_combat)
            set_damaged_by(out, damaged_by)
            set_characteristics(out, c)
        out.__post_init__(keywords)
    return locals()

def _d96():
    def __init__(self, board, events, packages=__missing, effects=__default_effects):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
    return locals()

def _d99():
    def to_json(self):
        return {'kind': 'destroyed', 'rule': self.rule, 'permanent': self.permanent}
    return locals()

def _d102():
    def new_Destroyed(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d105():
    def __hash__(self):
        return hash((self.amount,self.planeswalkers,self.per_counter,))
    return locals()

def _d108():
    def to_json(self):
        return {'kind': 'damage_prevented', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'reason': self.reason}
    return locals()

def _d111():
    def to_json(self):
        return {'kind': 'timeline_resolves', 'rule': self.rule, 'entry': self.entry, 'point': self.point, 'effect': self.effect, 'targets': self.targets}
    return locals()

def _d114():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,) == (other.target,other.power,other.toughness,other.per,other.per_each,other.target_filter,)
        return NotImplemented
    return locals()

MAKERS = {
    "03c64faa2a9f567a63c021722f3bf2f9": _d0,
    "12c76bfb717fbd7adb8868e2cd6c78f6": _d3,
    "1570afeccc3b219003d35bd3fc3dd47b": _d6,
    "17222dc35c60350ea7c4b7cc47cd56c7": _d9,
    "1f82f6f4697e02eea5db19a7b3c021e3": _d12,
    "2e1afd84d13d209875e702aa4be3591e": _d15,
    "3412042ed5ea0c2ed5d92159fa315183": _d18,
    "363ac1456e5a4b2a267f2f2d50ced2d2": _d21,
    "38debd266e6a86b1ab2326e99d0f7cb8": _d24,
    "43471282f07864620762b4bef7e5c9a7": _d27,
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
    "c90d8b05ebb29d1672066fbd4c752d15": _d90,
    "ccaee0bc16c458c0a13f4b623bf8e0c6": _d93,
    "d7fb6c61c4da0031576349a61c281c62": _d96,
    "ddf8e528892059a6e6e94311df7869b3": _d99,
    "ec0bcd813998eaa14af4081bd233eca4": _d102,
    "ef44a8b911f80cf08270fd41adf7c60f": _d105,
    "f36c602fbe3d21dc38e814db334a2bf2": _d108,
    "f53dc6dd9a7a4ff928075008fabe0386": _d111,
    "fd3c01738be21417bc4b429fd7bc3d60": _d114,
}
