"""Generated definitions, part b (written by `core.predefined`; do not edit:
`benchmarks/write_predefined.py` writes it again)."""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

def _d1():
    def __init__(self, kind, blocker, attacker, among=__default_among, band=__default_band):
        __setter(self, 'kind', kind)
        __setter(self, 'blocker', blocker)
        __setter(self, 'attacker', attacker)
        __setter(self, 'among', among)
        __setter(self, 'band', band)
    return locals()

def _d4():
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

def _d7():
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

def _d10():
    def new_LifeLost(rule, player, amount, source):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d13():
    def to_json(self):
        return {'kind': 'team_totals', 'rule': self.rule, 'team': self.team, 'life': self.life, 'poison': self.poison}
    return locals()

def _d16():
    def new_DamageMarked(rule, creature, amount, source):
        out = new(twin)
        out.rule = rule
        out.creature = creature
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d19():
    def __init__(self, together=__default_together, all_block=__default_all_block):
        __setter(self, 'together', together)
        __setter(self, 'all_block', all_block)
    return locals()

def _d22():
    def __init__(self, violations):
        __setter(self, 'violations', violations)
    return locals()

def _d25():
    def new_DamageRemoved(rule, permanent, amount):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.amount = amount
        out.__class__ = cls
        return out
    return locals()

def _d28():
    def __init__(self, blocks=__default_blocks):
        __setter(self, 'blocks', blocks)
        __setter(self, '_by_attacker', __default__by_attacker)
        self.__post_init__()
    return locals()

def _d31():
    def replace(self, v0):
        out = new(twin)
        out.id = self.id
        out.controller = self.controller
        out.power = self.power
        out.toughness = self.toughness
        out.damage = self.damage
        out.counters = self.counters
        out.tapped = self.tapped
        out.zone = self.zone
        out.attacking = self.attacking
        out.blocking = self.blocking
        out.blocked = self.blocked
        out.prevent_next = self.prevent_next
        out.regeneration_shields = self.regeneration_shields
        out.entered_blocking = self.entered_blocking
        out.deathtouch_damaged = self.deathtouch_damaged
        out.had_first_strike = v0
        out.destroy_at_end_of_combat = self.destroy_at_end_of_combat
        out.damaged_by = self.damaged_by
        out.characteristics = self.characteristics
        out.__class__ = cls
        return out
    return locals()

def _d34():
    def to_json(self):
        return {'kind': 'put_into_graveyard', 'rule': self.rule, 'permanent': self.permanent}
    return locals()

def _d37():
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

def _d40():
    def __init__(self, violations, obeyed, maximum, witness, cost, optimal=__default_optimal):
        __setter(self, 'violations', violations)
        __setter(self, 'obeyed', obeyed)
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'cost', cost)
        __setter(self, 'optimal', optimal)
    return locals()

def _d43():
    def __hash__(self):
        return hash((self.events,self.effects,self.subject,self.other,self.at_least,self.optional,self.if_you_do,self.when,self.up_to,))
    return locals()

def _d46():
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

def _d49():
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

def _d52():
    def new_RemovedFromCombat(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d55():
    def replace(self, v0, v1):
        out = new(twin)
        out.id = self.id
        out.controller = self.controller
        out.power = self.power
        out.toughness = self.toughness
        out.damage = v0
        out.counters = self.counters
        out.tapped = self.tapped
        out.zone = self.zone
        out.attacking = self.attacking
        out.blocking = self.blocking
        out.blocked = self.blocked
        out.prevent_next = self.prevent_next
        out.regeneration_shields = self.regeneration_shields
        out.entered_blocking = self.entered_blocking
        out.deathtouch_damaged = v1
        out.had_first_strike = self.had_first_strike
        out.destroy_at_end_of_combat = self.destroy_at_end_of_combat
        out.damaged_by = self.damaged_by
        out.characteristics = self.characteristics
        out.__class__ = cls
        return out
    return locals()

def _d58():
    def __init__(self, maximum, witness, optimal, seconds):
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'optimal', optimal)
        __setter(self, 'seconds', seconds)
    return locals()

def _d61():
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

def _d64():
    def __init__(self, rule, entry, point, effect, targets, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.entry = entry
            self.point = point
            self.effect = effect
            self.targets = targets
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_entry(self, entry)
            set_point(self, point)
            set_effect(self, effect)
            set_targets(self, targets)
            pass
    return locals()

def _d67():
    def __init__(self, scenario, ruleset, language, results, violations, before, after):
        __setter(self, 'scenario', scenario)
        __setter(self, 'ruleset', ruleset)
        __setter(self, 'language', language)
        __setter(self, 'results', results)
        __setter(self, 'violations', violations)
        __setter(self, 'before', before)
        __setter(self, 'after', after)
    return locals()

def _d70():
    def new_state(id, controller, power, toughness, damage, counters, tapped, zone, attacking, blocking, blocked, prevent_next, regeneration_shields, entered_blocking, deathtouch_damaged, had_first_strike, destroy_at_end_of_combat, damaged_by, characteristics):
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
        out.characteristics = characteristics
        out.__class__ = cls
        return out
    return locals()

def _d73():
    def __init__(self, power, toughness):
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
    return locals()

def _d76():
    def to_json(self):
        return {'kind': 'player_lost', 'rule': self.rule, 'player': self.player}
    return locals()

def _d79():
    def new_PutIntoGraveyard(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d82():
    def __init__(self, name, parameter=__default_parameter, rule=__default_rule):
        __setter(self, 'name', name)
        __setter(self, 'parameter', parameter)
        __setter(self, 'rule', rule)
    return locals()

def _d85():
    def __init__(self, sentence, status, traits=__missing, combat=__default_combat, error=__default_error):
        __setter(self, 'sentence', sentence)
        __setter(self, 'status', status)
        __setter(self, 'traits', __default_traits() if traits is __missing else traits)
        __setter(self, 'combat', combat)
        __setter(self, 'error', error)
    return locals()

def _d88():
    def to_json(self):
        return {'kind': 'trigger_resolves', 'rule': self.rule, 'source': self.source, 'creature': self.creature, 'event': self.event, 'other': self.other, 'ability': self.ability}
    return locals()

def _d91():
    def __init__(self, may=__default_may, targets=__default_targets, sacrificed=__default_sacrificed, proliferated=__default_proliferated, modes=__default_modes, tapped=__default_tapped, defending_pays=__default_defending_pays):
        __setter(self, 'may', may)
        __setter(self, 'targets', targets)
        __setter(self, 'sacrificed', sacrificed)
        __setter(self, 'proliferated', proliferated)
        __setter(self, 'modes', modes)
        __setter(self, 'tapped', tapped)
        __setter(self, 'defending_pays', defending_pays)
    return locals()

def _d94():
    def __init__(self, kind, power=__default_power, toughness=__default_toughness, source=__default_source, lasting=__default_lasting):
        __setter(self, 'kind', kind)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'source', source)
        __setter(self, 'lasting', lasting)
    return locals()

def _d97():
    def __init__(self, rule, attacker, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.attacker = attacker
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_attacker(self, attacker)
            pass
    return locals()

def _d100():
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

def _d103():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.text,self.effects,self.target,self.also,self.players,self.colors,self.count,self.sacrifice_cost,self.life_cost,self.discard_cost,self.types,self.kinds,self.opponents,self.kicked,self.mana_value,) == (other.text,other.effects,other.target,other.also,other.players,other.colors,other.count,other.sacrifice_cost,other.life_cost,other.discard_cost,other.types,other.kinds,other.opponents,other.kicked,other.mana_value,)
        return NotImplemented
    return locals()

def _d106():
    def __init__(self, rule, player, commander, amount, total, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.player = player
            self.commander = commander
            self.amount = amount
            self.total = total
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_player(self, player)
            set_commander(self, commander)
            set_amount(self, amount)
            set_total(self, total)
            pass
    return locals()

def _d109():
    def __init__(self, source, recipient, amount):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.source = source
            self.recipient = recipient
            self.amount = amount
            self.__class__ = cls
        else:
            set_source(self, source)
            set_recipient(self, recipient)
            set_amount(self, amount)
            pass
    return locals()

def _d112():
    def replace(self, v0):
        out = new(twin)
        out.id = self.id
        out.controller = self.controller
        out.power = self.power
        out.toughness = self.toughness
        out.damage = v0
        out.counters = self.counters
        out.tapped = self.tapped
        out.zone = self.zone
        out.attacking = self.attacking
        out.blocking = self.blocking
        out.blocked = self.blocked
        out.prevent_next = self.prevent_next
        out.regeneration_shields = self.regeneration_shields
        out.entered_blocking = self.entered_blocking
        out.deathtouch_damaged = self.deathtouch_damaged
        out.had_first_strike = self.had_first_strike
        out.destroy_at_end_of_combat = self.destroy_at_end_of_combat
        out.damaged_by = self.damaged_by
        out.characteristics = self.characteristics
        out.__class__ = cls
        return out
    return locals()

MAKERS = {
    "0f27b53c5433ece3607dcbb7cbb1fa2b": _d1,
    "12c76bfb717fbd7adb8868e2cd6c78f6": _d4,
    "1570afeccc3b219003d35bd3fc3dd47b": _d7,
    "17222dc35c60350ea7c4b7cc47cd56c7": _d10,
    "1f82f6f4697e02eea5db19a7b3c021e3": _d13,
    "2881902a8cf8f10209afbc631a18a0c8": _d16,
    "3412042ed5ea0c2ed5d92159fa315183": _d19,
    "363ac1456e5a4b2a267f2f2d50ced2d2": _d22,
    "38debd266e6a86b1ab2326e99d0f7cb8": _d25,
    "45fe3b2736068fda3cc14ddd13902b4f": _d28,
    "4d0f3a9333fc0b5448997f9a90cbe33e": _d31,
    "51a9cc775d41ba3d88d3105947c47cba": _d34,
    "5498b3fc1f299c9cb769d4aba8e98a9b": _d37,
    "586f54f9d5dab319df3c9ec6191ddea0": _d40,
    "5cecfb7e91c9eec327a7e99eb874ce81": _d43,
    "600993d15e3ff466f832c82d4e1d6096": _d46,
    "6534f29037585582dd5411f06f3440e8": _d49,
    "697fe000b741e64e92e4f1c9aa897454": _d52,
    "6ef6275d2ac101e97df6993351bbee19": _d55,
    "75f54f09169fb8d7046cfcca6d39f373": _d58,
    "8712bbb33150574a3d77c457d8c90987": _d61,
    "8fb4fe7b0fd18d98cf4b5a16e57e021b": _d64,
    "9a671b148d66768621d0731bf8afe71b": _d67,
    "9e5810a55bd309fd1e8741503fbd641f": _d70,
    "a6d5e11d1ff8d546b776f1259a39114d": _d73,
    "a842d4f00395e4090f92b5f399b2ad99": _d76,
    "aabb0d2d1cfd8f3ea5e64c1e1a90ba91": _d79,
    "b233ebce4f85c437ac5ca648d539928d": _d82,
    "bc842281dbdceadd86589e914bc567e9": _d85,
    "c90d8b05ebb29d1672066fbd4c752d15": _d88,
    "cbf0f96ef1ed72e74e1731b368c8d790": _d91,
    "ce083db59a6f2467d91e3e3bb93140c9": _d94,
    "d85092d66ac0b2206935b7a80d705c3f": _d97,
    "e4098cbb740eae9db99ce4033e723c7a": _d100,
    "ed68fb0baaafd62787c501832c1eaf9b": _d103,
    "f36400449db12f4192d6ba6a85ba5849": _d106,
    "f4cfcea96e0e2924b5354a6b33eabf66": _d109,
    "f85816d5e60f087520458a99b9bcf64a": _d112,
}
