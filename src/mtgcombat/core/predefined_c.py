"""Generated definitions, part c (written by `core.predefined`; do not edit:
`benchmarks/write_predefined.py` writes it again)."""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

def _d2():
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

def _d5():
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

def _d8():
    def to_json(self):
        return {'kind': 'life_lost', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

def _d11():
    def to_json(self):
        return {'kind': 'pt_until_end_of_turn', 'rule': self.rule, 'creature': self.creature, 'power': self.power, 'toughness': self.toughness, 'source': self.source}
    return locals()

def _d14():
    def new_DamageMarked(rule, creature, amount, source):
        out = new(twin)
        out.rule = rule
        out.creature = creature
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d17():
    def to_json(self):
        return {'kind': 'damage_dealt', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'combat': self.combat, 'step': self.step}
    return locals()

def _d20():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return () == ()
        return NotImplemented
    return locals()

def _d23():
    def new_StepBegins(rule, step):
        out = new(twin)
        out.rule = rule
        out.step = step
        out.__class__ = cls
        return out
    return locals()

def _d26():
    def __hash__(self):
        return hash((self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,))
    return locals()

def _d29():
    def __init__(self, may=__default_may, targets=__default_targets, sacrificed=__default_sacrificed, proliferated=__default_proliferated, modes=__default_modes, tapped=__default_tapped, defending_pays=__default_defending_pays, ward_paid=__default_ward_paid):
        __setter(self, 'may', may)
        __setter(self, 'targets', targets)
        __setter(self, 'sacrificed', sacrificed)
        __setter(self, 'proliferated', proliferated)
        __setter(self, 'modes', modes)
        __setter(self, 'tapped', tapped)
        __setter(self, 'defending_pays', defending_pays)
        __setter(self, 'ward_paid', ward_paid)
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

def _d92():
    def __init__(self, text, effects, target=__default_target, also=__default_also, players=__default_players, colors=__default_colors, count=__default_count, sacrifice_cost=__default_sacrifice_cost, life_cost=__default_life_cost, discard_cost=__default_discard_cost, types=__default_types, kinds=__default_kinds, opponents=__default_opponents, kicked=__default_kicked, mana_value=__default_mana_value):
        __setter(self, 'text', text)
        __setter(self, 'effects', effects)
        __setter(self, 'target', target)
        __setter(self, 'also', also)
        __setter(self, 'players', players)
        __setter(self, 'colors', colors)
        __setter(self, 'count', count)
        __setter(self, 'sacrifice_cost', sacrifice_cost)
        __setter(self, 'life_cost', life_cost)
        __setter(self, 'discard_cost', discard_cost)
        __setter(self, 'types', types)
        __setter(self, 'kinds', kinds)
        __setter(self, 'opponents', opponents)
        __setter(self, 'kicked', kicked)
        __setter(self, 'mana_value', mana_value)
    return locals()

def _d95():
    def __init__(self, kind, power=__default_power, toughness=__default_toughness, source=__default_source, lasting=__default_lasting):
        __setter(self, 'kind', kind)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'source', source)
        __setter(self, 'lasting', lasting)
    return locals()

def _d98():
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

def _d101():
    def to_json(self):
        return {'kind': 'counters_put', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d104():
    def __init__(self, target=__default_target, power=__default_power, toughness=__default_toughness, per=__default_per, per_each=__default_per_each, target_filter=__default_target_filter):
        __setter(self, 'target', target)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'per', per)
        __setter(self, 'per_each', per_each)
        __setter(self, 'target_filter', target_filter)
    return locals()

def _d107():
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

def _d110():
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

def _d113():
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
    "129279da37c10f3c8532089e7b065a4d": _d2,
    "134dbc41e7af41e215fd0471088d5a3d": _d5,
    "169cc5d1951a761731dd448414a2e103": _d8,
    "1b9180b9a292db50660a7743fcd99164": _d11,
    "2881902a8cf8f10209afbc631a18a0c8": _d14,
    "2f61ef5a77f10c5010aec8dff8b1b18b": _d17,
    "359cb7c0c1ecbf53bed3949c19aa7151": _d20,
    "36fcff8aa00f153554ca124203198879": _d23,
    "3fdb0046b0d96da5dafe70c93cc31044": _d26,
    "4843479d3f05a0fe13ffcdd5e103f905": _d29,
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
    "c0287cda505f766b9aad2dd2cbdf75f5": _d89,
    "cb923f48e59962e653567aea0ae848bf": _d92,
    "ce083db59a6f2467d91e3e3bb93140c9": _d95,
    "d85092d66ac0b2206935b7a80d705c3f": _d98,
    "e9e53adc37d7a5c5aa47e72e64957508": _d101,
    "edb8fb6f3dae7300c81f772ec6693a7e": _d104,
    "f36400449db12f4192d6ba6a85ba5849": _d107,
    "f4cfcea96e0e2924b5354a6b33eabf66": _d110,
    "f85816d5e60f087520458a99b9bcf64a": _d113,
}
