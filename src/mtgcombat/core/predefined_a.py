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

def _d6():
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

def _d9():
    def to_json(self):
        return {'kind': 'life_lost', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

def _d12():
    def to_json(self):
        return {'kind': 'pt_until_end_of_turn', 'rule': self.rule, 'creature': self.creature, 'power': self.power, 'toughness': self.toughness, 'source': self.source}
    return locals()

def _d15():
    def __init__(self, amount, per_counter=__default_per_counter):
        __setter(self, 'amount', amount)
        __setter(self, 'per_counter', per_counter)
    return locals()

def _d18():
    def to_json(self):
        return {'kind': 'damage_dealt', 'rule': self.rule, 'source': self.source, 'recipient': self.recipient, 'amount': self.amount, 'combat': self.combat, 'step': self.step}
    return locals()

def _d21():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return () == ()
        return NotImplemented
    return locals()

def _d24():
    def new_StepBegins(rule, step):
        out = new(twin)
        out.rule = rule
        out.step = step
        out.__class__ = cls
        return out
    return locals()

def _d27():
    def __hash__(self):
        return hash((self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,))
    return locals()

def _d30():
    def to_json(self):
        return {'kind': 'step', 'rule': self.rule, 'step': self.step}
    return locals()

def _d33():
    def __hash__(self):
        return hash((self.amount,self.per_counter,))
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
    def __init__(self, amount, planeswalkers=__default_planeswalkers):
        __setter(self, 'amount', amount)
        __setter(self, 'planeswalkers', planeswalkers)
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
    def __init__(self, quality):
        __setter(self, 'quality', quality)
    return locals()

def _d60():
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

def _d63():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.quality,) == (other.quality,)
        return NotImplemented
    return locals()

def _d66():
    def __init__(self, step, player, package, implied, verdict):
        __setter(self, 'step', step)
        __setter(self, 'player', player)
        __setter(self, 'package', package)
        __setter(self, 'implied', implied)
        __setter(self, 'verdict', verdict)
    return locals()

def _d69():
    def __init__(self, amount, player=__default_player, that_much=__default_that_much, by_power=__default_by_power, by_toughness=__default_by_toughness):
        __setter(self, 'amount', amount)
        __setter(self, 'player', player)
        __setter(self, 'that_much', that_much)
        __setter(self, 'by_power', by_power)
        __setter(self, 'by_toughness', by_toughness)
    return locals()

def _d72():
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

def _d75():
    def to_json(self):
        return {'kind': 'attacks_player_who_left', 'rule': self.rule, 'creature': self.creature, 'player': self.player}
    return locals()

def _d78():
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

def _d81():
    def to_json(self):
        return {'kind': 'counters_removed', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d84():
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

def _d87():
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

def _d90():
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

def _d93():
    def to_json(self):
        return {'kind': 'damage_marked', 'rule': self.rule, 'creature': self.creature, 'amount': self.amount, 'source': self.source}
    return locals()

def _d96():
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
        return hash((self.quality,))
    return locals()

def _d108():
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

def _d111():
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

def _d114():
    def to_json(self):
        return {'kind': 'life_gained', 'rule': self.rule, 'player': self.player, 'amount': self.amount, 'source': self.source}
    return locals()

MAKERS = {
    "03c64faa2a9f567a63c021722f3bf2f9": _d0,
    "129279da37c10f3c8532089e7b065a4d": _d3,
    "134dbc41e7af41e215fd0471088d5a3d": _d6,
    "169cc5d1951a761731dd448414a2e103": _d9,
    "1b9180b9a292db50660a7743fcd99164": _d12,
    "2699fd274771346d6840c40f0c0e159b": _d15,
    "2f61ef5a77f10c5010aec8dff8b1b18b": _d18,
    "359cb7c0c1ecbf53bed3949c19aa7151": _d21,
    "36fcff8aa00f153554ca124203198879": _d24,
    "3fdb0046b0d96da5dafe70c93cc31044": _d27,
    "4bdc85b0f64fcbc4e7dce33433b3c5a7": _d30,
    "5085a85bf56d3304685c82ad9e8e1891": _d33,
    "537fe30f59d2327efb5eae7339d0ac7d": _d36,
    "57dce3346272050aa53f285af7444c10": _d39,
    "5b2aad8a7160fbd99d8166ff9d76635b": _d42,
    "5ebba0a3828901b4ad5b5c5dedc3a7ec": _d45,
    "635ae33ca948881a49faf519ab76ffb3": _d48,
    "670baf363ad16da7d0707eeee7fd9316": _d51,
    "6c5b304c28cb3319edb0db4f122eed74": _d54,
    "745eb217e2e2810acc919f06e6f841ee": _d57,
    "8423422dbfb6609f459fffab4ede229b": _d60,
    "8ee5d1fd0af034f462d871210daf9bea": _d63,
    "95f2143ad383bf60736f986d1b0e9b53": _d66,
    "9e519cbd0598e834f36983c771336b2f": _d69,
    "a25315c25897d8e0b19bf05ed21153a4": _d72,
    "a82aa33e85d7560d603f339235c0b391": _d75,
    "a9f87c70a9059ddd40bfbd658dcd696e": _d78,
    "b1ebc731f4bef76358a920aa932c362d": _d81,
    "bc829c859abeb69d54a7c46d19d4ef88": _d84,
    "c0287cda505f766b9aad2dd2cbdf75f5": _d87,
    "cb923f48e59962e653567aea0ae848bf": _d90,
    "cdea6e51ae78df121d9d0c9bcbe373f7": _d93,
    "d803c319e09cb67d46e21c6cbc9d8085": _d96,
    "ddf8e528892059a6e6e94311df7869b3": _d99,
    "ec0bcd813998eaa14af4081bd233eca4": _d102,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d105,
    "f400315d4aae8ebd28055e963bdfa859": _d108,
    "f785ae24ea53f881ddeab0640b621367": _d111,
    "fd5a667928045eaadff12ba62073dba8": _d114,
}
