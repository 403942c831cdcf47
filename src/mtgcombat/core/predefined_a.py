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
    def __init__(self, stat, op, value=__default_value):
        __setter(self, 'stat', stat)
        __setter(self, 'op', op)
        __setter(self, 'value', value)
    return locals()

def _d6():
    def __init__(self, selector, noncombat=__default_noncombat, every=__default_every):
        __setter(self, 'selector', selector)
        __setter(self, 'noncombat', noncombat)
        __setter(self, 'every', every)
    return locals()

def _d9():
    def __init__(self, board, rules=__default_rules, assignments=__missing, source=__default_source, description=__default_description, shield_order=__missing, description_ja=__default_description_ja, notes=__default_notes, timeline=__default_timeline):
        __setter(self, 'board', board)
        __setter(self, 'rules', rules)
        __setter(self, 'assignments', __default_assignments() if assignments is __missing else assignments)
        __setter(self, 'source', source)
        __setter(self, 'description', description)
        __setter(self, 'shield_order', __default_shield_order() if shield_order is __missing else shield_order)
        __setter(self, 'description_ja', description_ja)
        __setter(self, 'notes', notes)
        __setter(self, 'timeline', timeline)
    return locals()

def _d12():
    def new_LifeLost(rule, player, amount, source):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d15():
    def to_json(self):
        return {'kind': 'team_totals', 'rule': self.rule, 'team': self.team, 'life': self.life, 'poison': self.poison}
    return locals()

def _d18():
    def new_DamageMarked(rule, creature, amount, source):
        out = new(twin)
        out.rule = rule
        out.creature = creature
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d21():
    def __init__(self, together=__default_together, all_block=__default_all_block):
        __setter(self, 'together', together)
        __setter(self, 'all_block', all_block)
    return locals()

def _d24():
    def new_CountersPut(rule, target, counter, amount, source):
        out = new(twin)
        out.rule = rule
        out.target = target
        out.counter = counter
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d27():
    def __init__(self, rule, code, objects=__default_objects, params=__default_params):
        __setter(self, 'rule', rule)
        __setter(self, 'code', code)
        __setter(self, 'objects', objects)
        __setter(self, 'params', params)
    return locals()

def _d30():
    def to_json(self):
        return {'kind': 'step', 'rule': self.rule, 'step': self.step}
    return locals()

def _d33():
    def to_json(self):
        return {'kind': 'put_into_graveyard', 'rule': self.rule, 'permanent': self.permanent}
    return locals()

def _d36():
    def __init__(self, rule, target, counter, amount, source, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.target = target
            self.counter = counter
            self.amount = amount
            self.source = source
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_target(self, target)
            set_counter(self, counter)
            set_amount(self, amount)
            set_source(self, source)
            pass
    return locals()

def _d39():
    def __init__(self, violations, obeyed, maximum, witness, cost, optimal=__default_optimal):
        __setter(self, 'violations', violations)
        __setter(self, 'obeyed', obeyed)
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'cost', cost)
        __setter(self, 'optimal', optimal)
    return locals()

def _d42():
    def __hash__(self):
        return hash((self.events,self.effects,self.subject,self.other,self.at_least,self.optional,self.if_you_do,self.when,self.up_to,))
    return locals()

def _d45():
    def clone(value, changes):
        out = new(twin)
        out.plus_one = value.plus_one
        out.minus_one = value.minus_one
        out.loyalty = value.loyalty
        out.defense = value.defense
        out.other = value.other
        for name, new_value in changes.items():
            if name not in fields:
                raise TypeError(f'{cls.__name__} has no field {name!r}')
            setattr(out, name, new_value)
        out.__class__ = cls
        return out
    return locals()

def _d48():
    def new_Permanent(id, controller, name, types, power, toughness, damage, counters, abilities, colors, tapped, zone, attacking, blocking, blocked, band, can_block_additional, can_block_any_number, assign_as_though_unblocked, assigns_damage_by_toughness, prevent_next, regeneration_shields, protector, subtypes, supertypes, token, monstrous, renowned, paired_with, commander, assigns_no_combat_damage, choices, mana_value, chosen, face_down, summoning_sick, block_rules, entered_blocking, toxic, cant_have_counters, deals_double_damage, deathtouch_damaged, had_first_strike, card, name_ja, statics, attached_to, regenerates, owner, repeats, prevent_combat_damage_by=default_prevent_combat_damage_by, prevent_combat_damage_to=default_prevent_combat_damage_to, granted=default_granted, prevent_from=default_prevent_from, destroy_at_end_of_combat=default_destroy_at_end_of_combat, damaged_by=default_damaged_by, control_by_effect=default_control_by_effect, returns_as=default_returns_as, pt_layers=default_pt_layers, last_known=default_last_known, keywords=default_keywords):
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
        out = new(twin)
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
        out.__post_init__(keywords)
        return out
    return locals()

def _d51():
    def new_RemovedFromCombat(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d54():
    def __init__(self):
        pass
    return locals()

def _d57():
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

def _d60():
    def new_Permanent(id, controller, name, types, power, toughness, damage, counters, abilities, colors, tapped, zone, attacking, blocking, blocked, band, can_block_additional, can_block_any_number, assign_as_though_unblocked, assigns_damage_by_toughness, prevent_next, regeneration_shields, protector, subtypes, supertypes, token, monstrous, renowned, paired_with, commander, assigns_no_combat_damage, choices, mana_value, chosen, face_down, summoning_sick, block_rules, entered_blocking, toxic, cant_have_counters, deals_double_damage, deathtouch_damaged, had_first_strike, card, name_ja, statics, attached_to, regenerates, owner, repeats, prevent_combat_damage_by=default_prevent_combat_damage_by, prevent_combat_damage_to=default_prevent_combat_damage_to, granted=default_granted, prevent_from=default_prevent_from, destroy_at_end_of_combat=default_destroy_at_end_of_combat, damaged_by=default_damaged_by, control_by_effect=default_control_by_effect, returns_as=default_returns_as, pt_layers=default_pt_layers, last_known=default_last_known, keywords=default_keywords):
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
        out = new(twin)
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
        return out
    return locals()

def _d63():
    def __init__(self, step, player, package, implied, verdict):
        __setter(self, 'step', step)
        __setter(self, 'player', player)
        __setter(self, 'package', package)
        __setter(self, 'implied', implied)
        __setter(self, 'verdict', verdict)
    return locals()

def _d66():
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

def _d69():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,) == (other.types,other.not_types,other.subtypes,other.not_subtypes,other.colors,other.not_colors,other.color_count,other.with_keywords,other.without_keywords,other.compares,other.tapped,other.controller,other.other,other.role,other.ids,other.with_any_keywords,other.counter,other.host,other.attached,other.supertypes,other.not_supertypes,other.relation,other.token,other.any_of,other.monstrous,other.renowned,other.commander,other.pair,other.chosen,other.names,other.equipped,other.face_down,other.enchanted,)
        return NotImplemented
    return locals()

def _d72():
    def __hash__(self):
        return hash(())
    return locals()

def _d75():
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

def _d78():
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

def _d81():
    def __init__(self, name, parameter=__default_parameter, rule=__default_rule):
        __setter(self, 'name', name)
        __setter(self, 'parameter', parameter)
        __setter(self, 'rule', rule)
    return locals()

def _d84():
    def __init__(self, sentence, status, traits=__missing, combat=__default_combat, error=__default_error):
        __setter(self, 'sentence', sentence)
        __setter(self, 'status', status)
        __setter(self, 'traits', __default_traits() if traits is __missing else traits)
        __setter(self, 'combat', combat)
        __setter(self, 'error', error)
    return locals()

def _d87():
    def to_json(self):
        return {'kind': 'trigger_resolves', 'rule': self.rule, 'source': self.source, 'creature': self.creature, 'event': self.event, 'other': self.other, 'ability': self.ability}
    return locals()

def _d90():
    def to_json(self):
        return {'kind': 'damage_marked', 'rule': self.rule, 'creature': self.creature, 'amount': self.amount, 'source': self.source}
    return locals()

def _d93():
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

def _d96():
    def to_json(self):
        return {'kind': 'destroyed', 'rule': self.rule, 'permanent': self.permanent}
    return locals()

def _d99():
    def __init__(self, id, life=default_life, poison=default_poison, lost=default_lost, prevent_next=default_prevent_next, cant_gain_life=default_cant_gain_life, life_gain_multiplier=default_life_gain_multiplier, protection=default_protection, life_floor=default_life_floor, cant_lose=default_cant_lose, granted=default_granted, zero_life_ok=default_zero_life_ok, hand=default_hand, graveyard=default_graveyard, monarch=default_monarch, city_blessing=default_city_blessing, initiative=default_initiative, spells_cast=default_spells_cast, starting_life=default_starting_life, graveyard_cards=default_graveyard_cards, experience=default_experience, commander_damage=default_commander_damage, life_gain_plus=default_life_gain_plus, life_gain_draws=default_life_gain_draws, energy=default_energy, fogs=default_fogs, unpreventable=default_unpreventable):
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
            pass
        self.__post_init__()
    return locals()

def _d102():
    def __init__(self, target=__default_target, power=__default_power, toughness=__default_toughness, per=__default_per, per_each=__default_per_each, target_filter=__default_target_filter):
        __setter(self, 'target', target)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'per', per)
        __setter(self, 'per_each', per_each)
        __setter(self, 'target_filter', target_filter)
    return locals()

def _d105():
    def to_json(self):
        return {'kind': 'damage_prevented', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'reason': self.reason}
    return locals()

def _d108():
    def to_json(self):
        return {'kind': 'timeline_resolves', 'rule': self.rule, 'entry': self.entry, 'point': self.point, 'effect': self.effect, 'targets': self.targets}
    return locals()

def _d111():
    def to_json(self):
        return {'kind': 'life_gained', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

MAKERS = {
    "03c64faa2a9f567a63c021722f3bf2f9": _d0,
    "11358a498f3ba4679a997d7f25dd8c40": _d3,
    "12d298b678bcf43ad7108679f57224c4": _d6,
    "160324c2c14f9077850053fe251c14bf": _d9,
    "17222dc35c60350ea7c4b7cc47cd56c7": _d12,
    "1f82f6f4697e02eea5db19a7b3c021e3": _d15,
    "2881902a8cf8f10209afbc631a18a0c8": _d18,
    "3412042ed5ea0c2ed5d92159fa315183": _d21,
    "36b99987a96787e9006a71dde919181d": _d24,
    "3d0a01013130a26c5a95c91af83d8532": _d27,
    "4bdc85b0f64fcbc4e7dce33433b3c5a7": _d30,
    "51a9cc775d41ba3d88d3105947c47cba": _d33,
    "5498b3fc1f299c9cb769d4aba8e98a9b": _d36,
    "586f54f9d5dab319df3c9ec6191ddea0": _d39,
    "5cecfb7e91c9eec327a7e99eb874ce81": _d42,
    "600993d15e3ff466f832c82d4e1d6096": _d45,
    "6534f29037585582dd5411f06f3440e8": _d48,
    "697fe000b741e64e92e4f1c9aa897454": _d51,
    "6efaf220656ff8d3168d943686f02847": _d54,
    "772859c450cf9ac7718e6d9900178ebc": _d57,
    "8712bbb33150574a3d77c457d8c90987": _d60,
    "95f2143ad383bf60736f986d1b0e9b53": _d63,
    "9b307978e24b1c7106f49d34ecd5e422": _d66,
    "a18808b2110c26323347b67fb56a2a45": _d69,
    "a7e81d0b8cb3b8b31a584ccd3f34c7f3": _d72,
    "a84811edb8a7d1f3030fa38f98451ab3": _d75,
    "ad1e100f76287e3d0a12cdba0e87dce3": _d78,
    "b233ebce4f85c437ac5ca648d539928d": _d81,
    "bc842281dbdceadd86589e914bc567e9": _d84,
    "c90d8b05ebb29d1672066fbd4c752d15": _d87,
    "cdea6e51ae78df121d9d0c9bcbe373f7": _d90,
    "d803c319e09cb67d46e21c6cbc9d8085": _d93,
    "ddf8e528892059a6e6e94311df7869b3": _d96,
    "e6f2db9dae8664d697eef8d119e0d379": _d99,
    "edb8fb6f3dae7300c81f772ec6693a7e": _d102,
    "f36c602fbe3d21dc38e814db334a2bf2": _d105,
    "f53dc6dd9a7a4ff928075008fabe0386": _d108,
    "fd5a667928045eaadff12ba62073dba8": _d111,
}
