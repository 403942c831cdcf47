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
    def __init__(self, selector, noncombat=__default_noncombat, every=__default_every):
        __setter(self, 'selector', selector)
        __setter(self, 'noncombat', noncombat)
        __setter(self, 'every', every)
    return locals()

def _d8():
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

def _d11():
    def __init__(self, board, events, packages=__missing, effects=__default_effects, before_end=__default_before_end):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
        __setter(self, 'before_end', before_end)
    return locals()

def _d14():
    def __init__(self, rule, team, life, poison, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.team = team
            self.life = life
            self.poison = poison
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_team(self, team)
            set_life(self, life)
            set_poison(self, poison)
            pass
    return locals()

def _d17():
    def __init__(self, amount, per_counter=__default_per_counter, everyone=__default_everyone):
        __setter(self, 'amount', amount)
        __setter(self, 'per_counter', per_counter)
        __setter(self, 'everyone', everyone)
    return locals()

def _d20():
    def __hash__(self):
        return hash((self.amount,self.player,self.that_much,self.by_power,self.by_toughness,))
    return locals()

def _d23():
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

def _d26():
    def __init__(self, rule, code, objects=__default_objects, params=__default_params):
        __setter(self, 'rule', rule)
        __setter(self, 'code', code)
        __setter(self, 'objects', objects)
        __setter(self, 'params', params)
    return locals()

def _d29():
    def __init__(self, blocks=__default_blocks):
        __setter(self, 'blocks', blocks)
        __setter(self, '_by_attacker', __default__by_attacker)
        self.__post_init__()
    return locals()

def _d32():
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

def _d35():
    def __init__(self, creature, amounts):
        __setter(self, 'creature', creature)
        __setter(self, 'amounts', amounts)
        self.__post_init__()
    return locals()

def _d38():
    def to_json(self):
        return {'kind': 'commander_damage', 'rule': self.rule, 'player': self.player, 'commander': self.commander, 'amount': self.amount, 'total': self.total}
    return locals()

def _d41():
    def __init__(self, violations, obeyed, maximum, witness, cost, optimal=__default_optimal):
        __setter(self, 'violations', violations)
        __setter(self, 'obeyed', obeyed)
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'cost', cost)
        __setter(self, 'optimal', optimal)
    return locals()

def _d44():
    def __init__(self, name, value=__default_value):
        __setter(self, 'name', name)
        __setter(self, 'value', value)
    return locals()

def _d47():
    def __init__(self, kind, rule, message):
        __setter(self, 'kind', kind)
        __setter(self, 'rule', rule)
        __setter(self, 'message', message)
    return locals()

def _d50():
    def clone(value, changes):
        out = new(twin)
        out.id = value.id
        out.controller = value.controller
        out.power = value.power
        out.toughness = value.toughness
        out.damage = value.damage
        out.counters = value.counters
        out.tapped = value.tapped
        out.zone = value.zone
        out.attacking = value.attacking
        out.blocking = value.blocking
        out.blocked = value.blocked
        out.prevent_next = value.prevent_next
        out.regeneration_shields = value.regeneration_shields
        out.entered_blocking = value.entered_blocking
        out.deathtouch_damaged = value.deathtouch_damaged
        out.had_first_strike = value.had_first_strike
        out.destroy_at_end_of_combat = value.destroy_at_end_of_combat
        out.damaged_by = value.damaged_by
        c = value.characteristics
        moved = None
        for name, new_value in changes.items():
            if name in stored:
                setattr(out, name, new_value)
            elif name in shared:
                if moved is None:
                    moved = {}
                moved[name] = new_value
            else:
                raise TypeError(f'{cls.__name__} has no field {name!r}')
        if moved is not None:
            c = clone_part(c, moved)
        out.characteristics = c
        out.__class__ = cls
        return out
    return locals()

def _d53():
    def clone(value, changes):
        out = new(twin)
        out.id = value.id
        out.life = value.life
        out.poison = value.poison
        out.lost = value.lost
        out.prevent_next = value.prevent_next
        out.cant_gain_life = value.cant_gain_life
        out.life_gain_multiplier = value.life_gain_multiplier
        out.protection = value.protection
        out.life_floor = value.life_floor
        out.cant_lose = value.cant_lose
        out.granted = value.granted
        out.zero_life_ok = value.zero_life_ok
        out.hand = value.hand
        out.graveyard = value.graveyard
        out.monarch = value.monarch
        out.city_blessing = value.city_blessing
        out.initiative = value.initiative
        out.spells_cast = value.spells_cast
        out.starting_life = value.starting_life
        out.graveyard_cards = value.graveyard_cards
        out.experience = value.experience
        out.commander_damage = value.commander_damage
        out.life_gain_plus = value.life_gain_plus
        out.life_gain_draws = value.life_gain_draws
        out.energy = value.energy
        out.fogs = value.fogs
        out.unpreventable = value.unpreventable
        out.history = value.history
        for name, new_value in changes.items():
            if name not in fields:
                raise TypeError(f'{cls.__name__} has no field {name!r}')
            setattr(out, name, new_value)
        out.__class__ = cls
        return out
    return locals()

def _d56():
    def __init__(self):
        pass
    return locals()

def _d59():
    def __init__(self, maximum, witness, optimal, seconds):
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'optimal', optimal)
        __setter(self, 'seconds', seconds)
    return locals()

def _d62():
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

def _d65():
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

def _d68():
    def __init__(self, scenario, ruleset, language, results, violations, before, after):
        __setter(self, 'scenario', scenario)
        __setter(self, 'ruleset', ruleset)
        __setter(self, 'language', language)
        __setter(self, 'results', results)
        __setter(self, 'violations', violations)
        __setter(self, 'before', before)
        __setter(self, 'after', after)
    return locals()

def _d71():
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

def _d74():
    def __init__(self, power, toughness):
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
    return locals()

def _d77():
    def to_json(self):
        return {'kind': 'player_lost', 'rule': self.rule, 'player': self.player}
    return locals()

def _d80():
    def new_PutIntoGraveyard(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d83():
    def __init__(self, name, parameter=__default_parameter, rule=__default_rule):
        __setter(self, 'name', name)
        __setter(self, 'parameter', parameter)
        __setter(self, 'rule', rule)
    return locals()

def _d86():
    def __init__(self, sentence, status, traits=__missing, combat=__default_combat, error=__default_error):
        __setter(self, 'sentence', sentence)
        __setter(self, 'status', status)
        __setter(self, 'traits', __default_traits() if traits is __missing else traits)
        __setter(self, 'combat', combat)
        __setter(self, 'error', error)
    return locals()

def _d89():
    def to_json(self):
        return {'kind': 'trigger_resolves', 'rule': self.rule, 'source': self.source, 'creature': self.creature, 'event': self.event, 'other': self.other, 'ability': self.ability}
    return locals()

def _d92():
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

def _d95():
    def __init__(self, board, events, packages=__missing, effects=__default_effects):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
    return locals()

def _d98():
    def to_json(self):
        return {'kind': 'destroyed', 'rule': self.rule, 'permanent': self.permanent}
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
    def __hash__(self):
        return hash((self.amount,self.planeswalkers,self.per_counter,))
    return locals()

def _d107():
    def to_json(self):
        return {'kind': 'damage_prevented', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'reason': self.reason}
    return locals()

def _d110():
    def to_json(self):
        return {'kind': 'timeline_resolves', 'rule': self.rule, 'entry': self.entry, 'point': self.point, 'effect': self.effect, 'targets': self.targets}
    return locals()

def _d113():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,) == (other.target,other.power,other.toughness,other.per,other.per_each,other.target_filter,)
        return NotImplemented
    return locals()

MAKERS = {
    "0f27b53c5433ece3607dcbb7cbb1fa2b": _d2,
    "12d298b678bcf43ad7108679f57224c4": _d5,
    "160324c2c14f9077850053fe251c14bf": _d8,
    "180ec7774ea8a967ab86ed2e6262a63f": _d11,
    "23849d4301da9ff4b6bd91e59fe43e72": _d14,
    "2ecffba0b3193823d5a73ebd365622fa": _d17,
    "3547ad7b702df0d292f96ce49865a146": _d20,
    "36b99987a96787e9006a71dde919181d": _d23,
    "3d0a01013130a26c5a95c91af83d8532": _d26,
    "45fe3b2736068fda3cc14ddd13902b4f": _d29,
    "4d0f3a9333fc0b5448997f9a90cbe33e": _d32,
    "520445ae7a822e3c95efc9ac9cf61c06": _d35,
    "56e8bb9ab0b4402d8177f1d78726da53": _d38,
    "586f54f9d5dab319df3c9ec6191ddea0": _d41,
    "5e95b298a41249e998905de60cd0ea92": _d44,
    "62bf1c1ba42cc9521947d2f43f52cd66": _d47,
    "654d5f0972e4a6a4889dd7eed7a40d11": _d50,
    "6a39c741b34354eadc7548c6d0290fb0": _d53,
    "6efaf220656ff8d3168d943686f02847": _d56,
    "75f54f09169fb8d7046cfcca6d39f373": _d59,
    "8712bbb33150574a3d77c457d8c90987": _d62,
    "8fb4fe7b0fd18d98cf4b5a16e57e021b": _d65,
    "9a671b148d66768621d0731bf8afe71b": _d68,
    "9e5810a55bd309fd1e8741503fbd641f": _d71,
    "a6d5e11d1ff8d546b776f1259a39114d": _d74,
    "a842d4f00395e4090f92b5f399b2ad99": _d77,
    "aabb0d2d1cfd8f3ea5e64c1e1a90ba91": _d80,
    "b233ebce4f85c437ac5ca648d539928d": _d83,
    "bc842281dbdceadd86589e914bc567e9": _d86,
    "c90d8b05ebb29d1672066fbd4c752d15": _d89,
    "ccaee0bc16c458c0a13f4b623bf8e0c6": _d92,
    "d7fb6c61c4da0031576349a61c281c62": _d95,
    "ddf8e528892059a6e6e94311df7869b3": _d98,
    "ec0bcd813998eaa14af4081bd233eca4": _d101,
    "ef44a8b911f80cf08270fd41adf7c60f": _d104,
    "f36c602fbe3d21dc38e814db334a2bf2": _d107,
    "f53dc6dd9a7a4ff928075008fabe0386": _d110,
    "fd3c01738be21417bc4b429fd7bc3d60": _d113,
}
