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
    def __init__(self, quality):
        __setter(self, 'quality', quality)
    return locals()

def _d57():
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

def _d60():
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

def _d63():
    def __init__(self, scenario, ruleset, language, results, violations, before, after):
        __setter(self, 'scenario', scenario)
        __setter(self, 'ruleset', ruleset)
        __setter(self, 'language', language)
        __setter(self, 'results', results)
        __setter(self, 'violations', violations)
        __setter(self, 'before', before)
        __setter(self, 'after', after)
    return locals()

def _d66():
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

def _d69():
    def __init__(self, power, toughness):
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
    return locals()

def _d72():
    def to_json(self):
        return {'kind': 'player_lost', 'rule': self.rule, 'player': self.player}
    return locals()

def _d75():
    def new_PutIntoGraveyard(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d78():
    def to_json(self):
        return {'kind': 'counters_removed', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d81():
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

def _d84():
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

def _d87():
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
    def to_json(self):
        return {'kind': 'counters_put', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
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
    "745eb217e2e2810acc919f06e6f841ee": _d54,
    "8423422dbfb6609f459fffab4ede229b": _d57,
    "8fb4fe7b0fd18d98cf4b5a16e57e021b": _d60,
    "9a671b148d66768621d0731bf8afe71b": _d63,
    "9e5810a55bd309fd1e8741503fbd641f": _d66,
    "a6d5e11d1ff8d546b776f1259a39114d": _d69,
    "a842d4f00395e4090f92b5f399b2ad99": _d72,
    "aabb0d2d1cfd8f3ea5e64c1e1a90ba91": _d75,
    "b1ebc731f4bef76358a920aa932c362d": _d78,
    "bc829c859abeb69d54a7c46d19d4ef88": _d81,
    "c0287cda505f766b9aad2dd2cbdf75f5": _d84,
    "cb923f48e59962e653567aea0ae848bf": _d87,
    "cdea6e51ae78df121d9d0c9bcbe373f7": _d90,
    "d803c319e09cb67d46e21c6cbc9d8085": _d93,
    "ddf8e528892059a6e6e94311df7869b3": _d96,
    "e9e53adc37d7a5c5aa47e72e64957508": _d99,
    "edb8fb6f3dae7300c81f772ec6693a7e": _d102,
    "f36c602fbe3d21dc38e814db334a2bf2": _d105,
    "f53dc6dd9a7a4ff928075008fabe0386": _d108,
    "fd5a667928045eaadff12ba62073dba8": _d111,
}
