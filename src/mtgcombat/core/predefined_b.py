"""Generated definitions, part b (written by `core.predefined`; do not edit:
`benchmarks/write_predefined.py` writes it again)."""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

def _d1():
    def __init__(self, may=__default_may, targets=__default_targets, sacrificed=__default_sacrificed, proliferated=__default_proliferated, modes=__default_modes, tapped=__default_tapped):
        __setter(self, 'may', may)
        __setter(self, 'targets', targets)
        __setter(self, 'sacrificed', sacrificed)
        __setter(self, 'proliferated', proliferated)
        __setter(self, 'modes', modes)
        __setter(self, 'tapped', tapped)
    return locals()

def _d4():
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

def _d7():
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

def _d10():
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
        out.__class__ = cls
        return out
    return locals()

def _d13():
    def __init__(self, board, events, packages=__missing, effects=__default_effects, before_end=__default_before_end):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
        __setter(self, 'before_end', before_end)
    return locals()

def _d16():
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

def _d19():
    def new_DamageMarked(rule, creature, amount, source):
        out = new(twin)
        out.rule = rule
        out.creature = creature
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d22():
    def __init__(self, together=__default_together, all_block=__default_all_block):
        __setter(self, 'together', together)
        __setter(self, 'all_block', all_block)
    return locals()

def _d25():
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

def _d28():
    def __init__(self, rule, code, objects=__default_objects, params=__default_params):
        __setter(self, 'rule', rule)
        __setter(self, 'code', code)
        __setter(self, 'objects', objects)
        __setter(self, 'params', params)
    return locals()

def _d31():
    def to_json(self):
        return {'kind': 'step', 'rule': self.rule, 'step': self.step}
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
    def __init__(self, quality):
        __setter(self, 'quality', quality)
    return locals()

def _d58():
    def __init__(self, text, effects, target=__default_target, also=__default_also, players=__default_players, colors=__default_colors, count=__default_count, sacrifice_cost=__default_sacrifice_cost, types=__default_types, kinds=__default_kinds, opponents=__default_opponents, kicked=__default_kicked):
        __setter(self, 'text', text)
        __setter(self, 'effects', effects)
        __setter(self, 'target', target)
        __setter(self, 'also', also)
        __setter(self, 'players', players)
        __setter(self, 'colors', colors)
        __setter(self, 'count', count)
        __setter(self, 'sacrifice_cost', sacrifice_cost)
        __setter(self, 'types', types)
        __setter(self, 'kinds', kinds)
        __setter(self, 'opponents', opponents)
        __setter(self, 'kicked', kicked)
    return locals()

def _d61():
    def __init__(self, own_power, own_toughness, changes=__default_changes):
        __setter(self, 'own_power', own_power)
        __setter(self, 'own_toughness', own_toughness)
        __setter(self, 'changes', changes)
    return locals()

def _d64():
    def __init__(self, scenario, ruleset, language, results, violations, before, after):
        __setter(self, 'scenario', scenario)
        __setter(self, 'ruleset', ruleset)
        __setter(self, 'language', language)
        __setter(self, 'results', results)
        __setter(self, 'violations', violations)
        __setter(self, 'before', before)
        __setter(self, 'after', after)
    return locals()

def _d67():
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

def _d70():
    def __init__(self, power, toughness):
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
    return locals()

def _d73():
    def to_json(self):
        return {'kind': 'player_lost', 'rule': self.rule, 'player': self.player}
    return locals()

def _d76():
    def new_PutIntoGraveyard(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d79():
    def to_json(self):
        return {'kind': 'counters_removed', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d82():
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

def _d85():
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

def _d88():
    def __init__(self, plus=__default_plus, tapped=__default_tapped, unless_had=__default_unless_had, counter=__default_counter):
        __setter(self, 'plus', plus)
        __setter(self, 'tapped', tapped)
        __setter(self, 'unless_had', unless_had)
        __setter(self, 'counter', counter)
    return locals()

def _d91():
    def __init__(self, kind, power=__default_power, toughness=__default_toughness, source=__default_source, lasting=__default_lasting):
        __setter(self, 'kind', kind)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'source', source)
        __setter(self, 'lasting', lasting)
    return locals()

def _d94():
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

def _d97():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.text,self.effects,self.target,self.also,self.players,self.colors,self.count,self.sacrifice_cost,self.types,self.kinds,self.opponents,self.kicked,) == (other.text,other.effects,other.target,other.also,other.players,other.colors,other.count,other.sacrifice_cost,other.types,other.kinds,other.opponents,other.kicked,)
        return NotImplemented
    return locals()

def _d100():
    def to_json(self):
        return {'kind': 'counters_put', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d103():
    def __hash__(self):
        return hash((self.quality,))
    return locals()

def _d106():
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

def _d109():
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
    "0d6c1e768f779d794df3f702d5e4cf7c": _d1,
    "129279da37c10f3c8532089e7b065a4d": _d4,
    "134dbc41e7af41e215fd0471088d5a3d": _d7,
    "164eb3d55561f24afddebc500b9e936b": _d10,
    "180ec7774ea8a967ab86ed2e6262a63f": _d13,
    "23849d4301da9ff4b6bd91e59fe43e72": _d16,
    "2881902a8cf8f10209afbc631a18a0c8": _d19,
    "3412042ed5ea0c2ed5d92159fa315183": _d22,
    "36b99987a96787e9006a71dde919181d": _d25,
    "3d0a01013130a26c5a95c91af83d8532": _d28,
    "4bdc85b0f64fcbc4e7dce33433b3c5a7": _d31,
    "51a9cc775d41ba3d88d3105947c47cba": _d34,
    "5498b3fc1f299c9cb769d4aba8e98a9b": _d37,
    "586f54f9d5dab319df3c9ec6191ddea0": _d40,
    "5cecfb7e91c9eec327a7e99eb874ce81": _d43,
    "600993d15e3ff466f832c82d4e1d6096": _d46,
    "6534f29037585582dd5411f06f3440e8": _d49,
    "697fe000b741e64e92e4f1c9aa897454": _d52,
    "745eb217e2e2810acc919f06e6f841ee": _d55,
    "7ac2e9066e6c02bf19a867f8f936d286": _d58,
    "87c3a2433eaa0b5c89ba199a18368a43": _d61,
    "9a671b148d66768621d0731bf8afe71b": _d64,
    "9e5810a55bd309fd1e8741503fbd641f": _d67,
    "a6d5e11d1ff8d546b776f1259a39114d": _d70,
    "a842d4f00395e4090f92b5f399b2ad99": _d73,
    "aabb0d2d1cfd8f3ea5e64c1e1a90ba91": _d76,
    "b1ebc731f4bef76358a920aa932c362d": _d79,
    "bc829c859abeb69d54a7c46d19d4ef88": _d82,
    "c0287cda505f766b9aad2dd2cbdf75f5": _d85,
    "cc74b082692b6b281a594f8f5516bd04": _d88,
    "ce083db59a6f2467d91e3e3bb93140c9": _d91,
    "d85092d66ac0b2206935b7a80d705c3f": _d94,
    "dfcae85015bf812f287259c4424538bc": _d97,
    "e9e53adc37d7a5c5aa47e72e64957508": _d100,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d103,
    "f400315d4aae8ebd28055e963bdfa859": _d106,
    "f85816d5e60f087520458a99b9bcf64a": _d109,
}
