"""Generated definitions, part c (written by `core.predefined`; do not edit:
`benchmarks/write_predefined.py` writes it again)."""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

def _d2():
    def __init__(self, kind, blocker, attacker, among=__default_among, band=__default_band):
        __setter(self, 'kind', kind)
        __setter(self, 'blocker', blocker)
        __setter(self, 'attacker', attacker)
        __setter(self, 'among', among)
        __setter(self, 'band', band)
    return locals()

def _d5():
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

def _d8():
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

def _d11():
    def to_json(self):
        return {'kind': 'life_lost', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

def _d14():
    def to_json(self):
        return {'kind': 'pt_until_end_of_turn', 'rule': self.rule, 'creature': self.creature, 'power': self.power, 'toughness': self.toughness, 'source': self.source}
    return locals()

def _d17():
    def __init__(self, amount, per_counter=__default_per_counter):
        __setter(self, 'amount', amount)
        __setter(self, 'per_counter', per_counter)
    return locals()

def _d20():
    def to_json(self):
        return {'kind': 'damage_dealt', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'combat': self.combat, 'step': self.step}
    return locals()

def _d23():
    def __init__(self, violations):
        __setter(self, 'violations', violations)
    return locals()

def _d26():
    def new_DamageRemoved(rule, permanent, amount):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.amount = amount
        out.__class__ = cls
        return out
    return locals()

def _d29():
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

def _d32():
    def __hash__(self):
        return hash((self.amount,self.per_counter,))
    return locals()

def _d35():
    def __init__(self, kind, permanent, text, rule=__default_rule, reason=__default_reason):
        __setter(self, 'kind', kind)
        __setter(self, 'permanent', permanent)
        __setter(self, 'text', text)
        __setter(self, 'rule', rule)
        __setter(self, 'reason', reason)
    return locals()

def _d38():
    def __init__(self, amount, plus=__default_plus, target=__default_target, power=__default_power, toughness=__default_toughness, target_filter=__default_target_filter, that_many=__default_that_many):
        __setter(self, 'amount', amount)
        __setter(self, 'plus', plus)
        __setter(self, 'target', target)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'target_filter', target_filter)
        __setter(self, 'that_many', that_many)
    return locals()

def _d41():
    def __init__(self, amount, planeswalkers=__default_planeswalkers):
        __setter(self, 'amount', amount)
        __setter(self, 'planeswalkers', planeswalkers)
    return locals()

def _d44():
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

def _d47():
    def __init__(self, assignments=__default_assignments):
        __setter(self, 'assignments', assignments)
        __setter(self, '_by_creature', __default__by_creature())
        self.__post_init__()
    return locals()

def _d50():
    def new_LifeGained(rule, player, amount, source):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d53():
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

def _d56():
    def __init__(self, maximum, witness, optimal, seconds):
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'optimal', optimal)
        __setter(self, 'seconds', seconds)
    return locals()

def _d59():
    def __init__(self, plus_one=default_plus_one, minus_one=default_minus_one, loyalty=default_loyalty, defense=default_defense, other=default_other):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.plus_one = plus_one
            self.minus_one = minus_one
            self.loyalty = loyalty
            self.defense = defense
            self.other = other
            self.__class__ = cls
        else:
            set_plus_one(self, plus_one)
            set_minus_one(self, minus_one)
            set_loyalty(self, loyalty)
            set_defense(self, defense)
            set_other(self, other)
            pass
    return locals()

def _d62():
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

def _d65():
    def __init__(self, scenario, ruleset, language, results, violations, before, after):
        __setter(self, 'scenario', scenario)
        __setter(self, 'ruleset', ruleset)
        __setter(self, 'language', language)
        __setter(self, 'results', results)
        __setter(self, 'violations', violations)
        __setter(self, 'before', before)
        __setter(self, 'after', after)
    return locals()

def _d68():
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

def _d71():
    def __init__(self, power, toughness):
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
    return locals()

def _d74():
    def to_json(self):
        return {'kind': 'player_lost', 'rule': self.rule, 'player': self.player}
    return locals()

def _d77():
    def new_PutIntoGraveyard(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d80():
    def to_json(self):
        return {'kind': 'counters_removed', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d83():
    def __init__(self, rule, source, creature, event, other, ability, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.source = source
            self.creature = creature
            self.event = event
            self.other = other
            self.ability = ability
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_source(self, source)
            set_creature(self, creature)
            set_event(self, event)
            set_other(self, other)
            set_ability(self, ability)
            pass
    return locals()

def _d86():
    def __init__(self, name, name_ja=__default_name_ja, types=__default_types, subtypes=__default_subtypes, supertypes=__default_supertypes, colors=__default_colors, power=__default_power, toughness=__default_toughness, power_text=__default_power_text, toughness_text=__default_toughness_text, mana_value=__default_mana_value, text=__default_text, source=__default_source, keywords=__default_keywords, flags=__default_flags, can_block_additional=__default_can_block_additional, can_block_any_number=__default_can_block_any_number, assign_as_though_unblocked=__default_assign_as_though_unblocked, assigns_damage_by_toughness=__default_assigns_damage_by_toughness, cant_have_counters=__default_cant_have_counters, text_ja=__default_text_ja):
        __setter(self, 'name', name)
        __setter(self, 'name_ja', name_ja)
        __setter(self, 'types', types)
        __setter(self, 'subtypes', subtypes)
        __setter(self, 'supertypes', supertypes)
        __setter(self, 'colors', colors)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'power_text', power_text)
        __setter(self, 'toughness_text', toughness_text)
        __setter(self, 'mana_value', mana_value)
        __setter(self, 'text', text)
        __setter(self, 'source', source)
        __setter(self, 'keywords', keywords)
        __setter(self, 'flags', flags)
        __setter(self, 'can_block_additional', can_block_additional)
        __setter(self, 'can_block_any_number', can_block_any_number)
        __setter(self, 'assign_as_though_unblocked', assign_as_though_unblocked)
        __setter(self, 'assigns_damage_by_toughness', assigns_damage_by_toughness)
        __setter(self, 'cant_have_counters', cant_have_counters)
        __setter(self, 'text_ja', text_ja)
        self.__post_init__()
    return locals()

def _d89():
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

def _d92():
    def __init__(self, board, events, packages=__missing, effects=__default_effects):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
    return locals()

def _d95():
    def __hash__(self):
        return hash((self.amount,self.planeswalkers,))
    return locals()

def _d98():
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

def _d101():
    def new_Destroyed(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d104():
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

def _d107():
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

def _d110():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,) == (other.target,other.power,other.toughness,other.per,other.per_each,other.target_filter,)
        return NotImplemented
    return locals()

MAKERS = {
    "0f27b53c5433ece3607dcbb7cbb1fa2b": _d2,
    "12c76bfb717fbd7adb8868e2cd6c78f6": _d5,
    "1570afeccc3b219003d35bd3fc3dd47b": _d8,
    "169cc5d1951a761731dd448414a2e103": _d11,
    "1b9180b9a292db50660a7743fcd99164": _d14,
    "2699fd274771346d6840c40f0c0e159b": _d17,
    "2f61ef5a77f10c5010aec8dff8b1b18b": _d20,
    "363ac1456e5a4b2a267f2f2d50ced2d2": _d23,
    "38debd266e6a86b1ab2326e99d0f7cb8": _d26,
    "48c15bc024a80e93b978f0bce5c531cc": _d29,
    "5085a85bf56d3304685c82ad9e8e1891": _d32,
    "537fe30f59d2327efb5eae7339d0ac7d": _d35,
    "57dce3346272050aa53f285af7444c10": _d38,
    "5b2aad8a7160fbd99d8166ff9d76635b": _d41,
    "5ebba0a3828901b4ad5b5c5dedc3a7ec": _d44,
    "635ae33ca948881a49faf519ab76ffb3": _d47,
    "670baf363ad16da7d0707eeee7fd9316": _d50,
    "6ef6275d2ac101e97df6993351bbee19": _d53,
    "75f54f09169fb8d7046cfcca6d39f373": _d56,
    "8423422dbfb6609f459fffab4ede229b": _d59,
    "8fb4fe7b0fd18d98cf4b5a16e57e021b": _d62,
    "9a671b148d66768621d0731bf8afe71b": _d65,
    "9e5810a55bd309fd1e8741503fbd641f": _d68,
    "a6d5e11d1ff8d546b776f1259a39114d": _d71,
    "a842d4f00395e4090f92b5f399b2ad99": _d74,
    "aabb0d2d1cfd8f3ea5e64c1e1a90ba91": _d77,
    "b1ebc731f4bef76358a920aa932c362d": _d80,
    "bc829c859abeb69d54a7c46d19d4ef88": _d83,
    "c0287cda505f766b9aad2dd2cbdf75f5": _d86,
    "ccaee0bc16c458c0a13f4b623bf8e0c6": _d89,
    "d7fb6c61c4da0031576349a61c281c62": _d92,
    "da0d79ffbee862abaf4e86737edbe375": _d95,
    "e4098cbb740eae9db99ce4033e723c7a": _d98,
    "ec0bcd813998eaa14af4081bd233eca4": _d101,
    "f36400449db12f4192d6ba6a85ba5849": _d104,
    "f4cfcea96e0e2924b5354a6b33eabf66": _d107,
    "fd3c01738be21417bc4b429fd7bc3d60": _d110,
}
