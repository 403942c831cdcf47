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
    def __init__(self, stat, op, value=__default_value, own=__default_own):
        __setter(self, 'stat', stat)
        __setter(self, 'op', op)
        __setter(self, 'value', value)
        __setter(self, 'own', own)
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
    def __hash__(self):
        return hash((self.amount,self.per_counter,self.everyone,))
    return locals()

def _d43():
    def __init__(self, amount, planeswalkers=__default_planeswalkers):
        __setter(self, 'amount', amount)
        __setter(self, 'planeswalkers', planeswalkers)
    return locals()

def _d46():
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

def _d49():
    def __init__(self, assignments=__default_assignments):
        __setter(self, 'assignments', assignments)
        __setter(self, '_by_creature', __default__by_creature())
        self.__post_init__()
    return locals()

def _d52():
    def new_LifeGained(rule, player, amount, source):
        out = new(twin)
        out.rule = rule
        out.player = player
        out.amount = amount
        out.source = source
        out.__class__ = cls
        return out
    return locals()

def _d55():
    def __init__(self, plus=__default_plus, tapped=__default_tapped, unless_had=__default_unless_had, counter=__default_counter, dead=__default_dead, yours=__default_yours, keyword=__default_keyword):
        __setter(self, 'plus', plus)
        __setter(self, 'tapped', tapped)
        __setter(self, 'unless_had', unless_had)
        __setter(self, 'counter', counter)
        __setter(self, 'dead', dead)
        __setter(self, 'yours', yours)
        __setter(self, 'keyword', keyword)
    return locals()

def _d58():
    def __init__(self, quality):
        __setter(self, 'quality', quality)
    return locals()

def _d61():
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

def _d64():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.quality,) == (other.quality,)
        return NotImplemented
    return locals()

def _d67():
    def __init__(self, step, player, package, implied, verdict):
        __setter(self, 'step', step)
        __setter(self, 'player', player)
        __setter(self, 'package', package)
        __setter(self, 'implied', implied)
        __setter(self, 'verdict', verdict)
    return locals()

def _d70():
    def __init__(self, amount, player=__default_player, that_much=__default_that_much, by_power=__default_by_power, by_toughness=__default_by_toughness):
        __setter(self, 'amount', amount)
        __setter(self, 'player', player)
        __setter(self, 'that_much', that_much)
        __setter(self, 'by_power', by_power)
        __setter(self, 'by_toughness', by_toughness)
    return locals()

def _d73():
    def __init__(self, types=__default_types, not_types=__default_not_types, subtypes=__default_subtypes, not_subtypes=__default_not_subtypes, colors=__default_colors, not_colors=__default_not_colors, color_count=__default_color_count, with_keywords=__default_with_keywords, without_keywords=__default_without_keywords, compares=__default_compares, tapped=__default_tapped, controller=__default_controller, other=__default_other, role=__default_role, ids=__default_ids, with_any_keywords=__default_with_any_keywords, counter=__default_counter, host=__default_host, attached=__default_attached, supertypes=__default_supertypes, not_supertypes=__default_not_supertypes, relation=__default_relation, token=__default_token, any_of=__default_any_of, monstrous=__default_monstrous, renowned=__default_renowned, commander=__default_commander, pair=__default_pair, chosen=__default_chosen, names=__default_names, equipped=__default_equipped, face_down=__default_face_down, enchanted=__default_enchanted):
        __setter(self, 'types', types)
        __setter(self, 'not_types', not_types)
        __setter(self, 'subtypes', subtypes)
        __setter(self, 'not_subtypes', not_subtypes)
        __setter(self, 'colors', colors)
        __setter(self, 'not_colors', not_colors)
        __setter(self, 'color_count', color_count)
        __setter(self, 'with_keywords', with_keywords)
        __setter(self, 'without_keywords', without_keywords)
        __setter(self, 'compares', compares)
        __setter(self, 'tapped', tapped)
        __setter(self, 'controller', controller)
        __setter(self, 'other', other)
        __setter(self, 'role', role)
        __setter(self, 'ids', ids)
        __setter(self, 'with_any_keywords', with_any_keywords)
        __setter(self, 'counter', counter)
        __setter(self, 'host', host)
        __setter(self, 'attached', attached)
        __setter(self, 'supertypes', supertypes)
        __setter(self, 'not_supertypes', not_supertypes)
        __setter(self, 'relation', relation)
        __setter(self, 'token', token)
        __setter(self, 'any_of', any_of)
        __setter(self, 'monstrous', monstrous)
        __setter(self, 'renowned', renowned)
        __setter(self, 'commander', commander)
        __setter(self, 'pair', pair)
        __setter(self, 'chosen', chosen)
        __setter(self, 'names', names)
        __setter(self, 'equipped', equipped)
        __setter(self, 'face_down', face_down)
        __setter(self, 'enchanted', enchanted)
    return locals()

def _d76():
    def to_json(self):
        return {'kind': 'attacks_player_who_left', 'rule': self.rule, 'creature': self.creature, 'player': self.player}
    return locals()

def _d79():
    def __init__(self, rule, attacker, count, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.attacker = attacker
            self.count = count
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_attacker(self, attacker)
            set_count(self, count)
            pass
    return locals()

def _d82():
    def to_json(self):
        return {'kind': 'counters_removed', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d85():
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

def _d88():
    def __init__(self, land_type):
        __setter(self, 'land_type', land_type)
    return locals()

def _d91():
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

def _d94():
    def to_json(self):
        return {'kind': 'damage_marked', 'rule': self.rule, 'creature': self.creature, 'amount': self.amount, 'source': self.source}
    return locals()

def _d97():
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

def _d100():
    def to_json(self):
        return {'kind': 'destroyed', 'rule': self.rule, 'permanent': self.permanent}
    return locals()

def _d103():
    def new_Destroyed(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
    return locals()

def _d106():
    def __hash__(self):
        return hash((self.quality,))
    return locals()

def _d109():
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

def _d112():
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

def _d115():
    def to_json(self):
        return {'kind': 'life_gained', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

MAKERS = {
    "0d6c1e768f779d794df3f702d5e4cf7c": _d1,
    "12c76bfb717fbd7adb8868e2cd6c78f6": _d4,
    "1570afeccc3b219003d35bd3fc3dd47b": _d7,
    "17222dc35c60350ea7c4b7cc47cd56c7": _d10,
    "1f82f6f4697e02eea5db19a7b3c021e3": _d13,
    "2e1afd84d13d209875e702aa4be3591e": _d16,
    "3412042ed5ea0c2ed5d92159fa315183": _d19,
    "363ac1456e5a4b2a267f2f2d50ced2d2": _d22,
    "38debd266e6a86b1ab2326e99d0f7cb8": _d25,
    "43471282f07864620762b4bef7e5c9a7": _d28,
    "4bdc85b0f64fcbc4e7dce33433b3c5a7": _d31,
    "51a9cc775d41ba3d88d3105947c47cba": _d34,
    "5498b3fc1f299c9cb769d4aba8e98a9b": _d37,
    "581210545659805fef981cf559789804": _d40,
    "5b2aad8a7160fbd99d8166ff9d76635b": _d43,
    "5ebba0a3828901b4ad5b5c5dedc3a7ec": _d46,
    "635ae33ca948881a49faf519ab76ffb3": _d49,
    "670baf363ad16da7d0707eeee7fd9316": _d52,
    "6c5b304c28cb3319edb0db4f122eed74": _d55,
    "745eb217e2e2810acc919f06e6f841ee": _d58,
    "8423422dbfb6609f459fffab4ede229b": _d61,
    "8ee5d1fd0af034f462d871210daf9bea": _d64,
    "95f2143ad383bf60736f986d1b0e9b53": _d67,
    "9e519cbd0598e834f36983c771336b2f": _d70,
    "a25315c25897d8e0b19bf05ed21153a4": _d73,
    "a82aa33e85d7560d603f339235c0b391": _d76,
    "a9f87c70a9059ddd40bfbd658dcd696e": _d79,
    "b1ebc731f4bef76358a920aa932c362d": _d82,
    "bc829c859abeb69d54a7c46d19d4ef88": _d85,
    "be71df03ac35c654dae02b139fbacb1f": _d88,
    "cae16c593f71946d6e57bb88645c65b6": _d91,
    "cdea6e51ae78df121d9d0c9bcbe373f7": _d94,
    "d803c319e09cb67d46e21c6cbc9d8085": _d97,
    "ddf8e528892059a6e6e94311df7869b3": _d100,
    "ec0bcd813998eaa14af4081bd233eca4": _d103,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d106,
    "f400315d4aae8ebd28055e963bdfa859": _d109,
    "f785ae24ea53f881ddeab0640b621367": _d112,
    "fd5a667928045eaadff12ba62073dba8": _d115,
}
