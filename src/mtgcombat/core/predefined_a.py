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

def _d24():
    def __init__(self, rule, code, objects=__default_objects, params=__default_params):
        __setter(self, 'rule', rule)
        __setter(self, 'code', code)
        __setter(self, 'objects', objects)
        __setter(self, 'params', params)
    return locals()

def _d27():
    def __init__(self, blocks=__default_blocks):
        __setter(self, 'blocks', blocks)
        __setter(self, '_by_attacker', __default__by_attacker)
        self.__post_init__()
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
    def __hash__(self):
        return hash((self.amount,self.per_counter,self.everyone,))
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
    def __init__(self, amount, player=__default_player, that_much=__default_that_much, by_power=__default_by_power, by_toughness=__default_by_toughness, lost_this_way=__default_lost_this_way):
        __setter(self, 'amount', amount)
        __setter(self, 'player', player)
        __setter(self, 'that_much', that_much)
        __setter(self, 'by_power', by_power)
        __setter(self, 'by_toughness', by_toughness)
        __setter(self, 'lost_this_way', lost_this_way)
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

def _d66():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.quality,) == (other.quality,)
        return NotImplemented
    return locals()

def _d69():
    def __init__(self, step, player, package, implied, verdict):
        __setter(self, 'step', step)
        __setter(self, 'player', player)
        __setter(self, 'package', package)
        __setter(self, 'implied', implied)
        __setter(self, 'verdict', verdict)
    return locals()

def _d72():
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

def _d75():
    def __init__(self, power, toughness):
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
    return locals()

def _d78():
    def to_json(self):
        return {'kind': 'player_lost', 'rule': self.rule, 'player': self.player}
    return locals()

def _d81():
    def new_PutIntoGraveyard(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d84():
    def __init__(self, name, parameter=__default_parameter, rule=__default_rule):
        __setter(self, 'name', name)
        __setter(self, 'parameter', parameter)
        __setter(self, 'rule', rule)
    return locals()

def _d87():
    def __init__(self, sentence, status, traits=__missing, combat=__default_combat, error=__default_error):
        __setter(self, 'sentence', sentence)
        __setter(self, 'status', status)
        __setter(self, 'traits', __default_traits() if traits is __missing else traits)
        __setter(self, 'combat', combat)
        __setter(self, 'error', error)
    return locals()

def _d90():
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

def _d93():
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

def _d96():
    def __init__(self, kind, power=__default_power, toughness=__default_toughness, source=__default_source, lasting=__default_lasting):
        __setter(self, 'kind', kind)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'source', source)
        __setter(self, 'lasting', lasting)
    return locals()

def _d99():
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

def _d102():
    def to_json(self):
        return {'kind': 'counters_put', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
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
    "36b99987a96787e9006a71dde919181d": _d21,
    "3d0a01013130a26c5a95c91af83d8532": _d24,
    "45fe3b2736068fda3cc14ddd13902b4f": _d27,
    "4bdc85b0f64fcbc4e7dce33433b3c5a7": _d30,
    "51a9cc775d41ba3d88d3105947c47cba": _d33,
    "5498b3fc1f299c9cb769d4aba8e98a9b": _d36,
    "581210545659805fef981cf559789804": _d39,
    "5cecfb7e91c9eec327a7e99eb874ce81": _d42,
    "600993d15e3ff466f832c82d4e1d6096": _d45,
    "6420eed9ab64dec25e4321877dacaa9e": _d48,
    "670baf363ad16da7d0707eeee7fd9316": _d51,
    "6c5b304c28cb3319edb0db4f122eed74": _d54,
    "6f23326ebaf368feac65993745616aa2": _d57,
    "772859c450cf9ac7718e6d9900178ebc": _d60,
    "8423422dbfb6609f459fffab4ede229b": _d63,
    "8ee5d1fd0af034f462d871210daf9bea": _d66,
    "95f2143ad383bf60736f986d1b0e9b53": _d69,
    "9e5810a55bd309fd1e8741503fbd641f": _d72,
    "a6d5e11d1ff8d546b776f1259a39114d": _d75,
    "a842d4f00395e4090f92b5f399b2ad99": _d78,
    "aabb0d2d1cfd8f3ea5e64c1e1a90ba91": _d81,
    "b233ebce4f85c437ac5ca648d539928d": _d84,
    "bc842281dbdceadd86589e914bc567e9": _d87,
    "c0287cda505f766b9aad2dd2cbdf75f5": _d90,
    "cae16c593f71946d6e57bb88645c65b6": _d93,
    "ce083db59a6f2467d91e3e3bb93140c9": _d96,
    "d85092d66ac0b2206935b7a80d705c3f": _d99,
    "e9e53adc37d7a5c5aa47e72e64957508": _d102,
    "ef44a8b911f80cf08270fd41adf7c60f": _d105,
    "f36c602fbe3d21dc38e814db334a2bf2": _d108,
    "f53dc6dd9a7a4ff928075008fabe0386": _d111,
    "fd3c01738be21417bc4b429fd7bc3d60": _d114,
}
