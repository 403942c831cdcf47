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
    def __init__(self, selector, noncombat=__default_noncombat, every=__default_every):
        __setter(self, 'selector', selector)
        __setter(self, 'noncombat', noncombat)
        __setter(self, 'every', every)
    return locals()

def _d7():
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

def _d10():
    def __init__(self, board, events, packages=__missing, effects=__default_effects, before_end=__default_before_end):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
        __setter(self, 'before_end', before_end)
    return locals()

def _d13():
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

def _d25():
    def __init__(self, types=__default_types, not_types=__default_not_types, subtypes=__default_subtypes, not_subtypes=__default_not_subtypes, colors=__default_colors, not_colors=__default_not_colors, color_count=__default_color_count, with_keywords=__default_with_keywords, without_keywords=__default_without_keywords, compares=__default_compares, tapped=__default_tapped, controller=__default_controller, other=__default_other, role=__default_role, ids=__default_ids, with_any_keywords=__default_with_any_keywords, counter=__default_counter, host=__default_host, attached=__default_attached, supertypes=__default_supertypes, not_supertypes=__default_not_supertypes, relation=__default_relation, token=__default_token, any_of=__default_any_of, monstrous=__default_monstrous, renowned=__default_renowned, commander=__default_commander, pair=__default_pair, chosen=__default_chosen, names=__default_names, equipped=__default_equipped, face_down=__default_face_down, enchanted=__default_enchanted, history=__default_history):
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
        __setter(self, 'history', history)
    return locals()

def _d28():
    def __init__(self, stat, op, value=__default_value, own=__default_own):
        __setter(self, 'stat', stat)
        __setter(self, 'op', op)
        __setter(self, 'value', value)
        __setter(self, 'own', own)
    return locals()

def _d31():
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

def _d34():
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
        out.history = self.history
        out.__class__ = cls
        return out
    return locals()

def _d37():
    def __init__(self, kind, permanent, text, rule=__default_rule, reason=__default_reason):
        __setter(self, 'kind', kind)
        __setter(self, 'permanent', permanent)
        __setter(self, 'text', text)
        __setter(self, 'rule', rule)
        __setter(self, 'reason', reason)
    return locals()

def _d40():
    def __init__(self, amount, plus=__default_plus, target=__default_target, power=__default_power, toughness=__default_toughness, target_filter=__default_target_filter, that_many=__default_that_many):
        __setter(self, 'amount', amount)
        __setter(self, 'plus', plus)
        __setter(self, 'target', target)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'target_filter', target_filter)
        __setter(self, 'that_many', that_many)
    return locals()

def _d43():
    def __init__(self, rule, attacker, blocker, kind=default_kind):
        if type(self) is cls:
            set_class(self, '__class__', twin)
            self.rule = rule
            self.attacker = attacker
            self.blocker = blocker
            self.__class__ = cls
        else:
            set_rule(self, rule)
            set_attacker(self, attacker)
            set_blocker(self, blocker)
            pass
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

def _d55():
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

def _d58():
    def __init__(self):
        pass
    return locals()

def _d61():
    def __init__(self, quality):
        __setter(self, 'quality', quality)
    return locals()

def _d64():
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

def _d67():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.quality,) == (other.quality,)
        return NotImplemented
    return locals()

def _d70():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,self.history,) == (other.types,other.not_types,other.subtypes,other.not_subtypes,other.colors,other.not_colors,other.color_count,other.with_keywords,other.without_keywords,other.compares,other.tapped,other.controller,other.other,other.role,other.ids,other.with_any_keywords,other.counter,other.host,other.attached,other.supertypes,other.not_supertypes,other.relation,other.token,other.any_of,other.monstrous,other.renowned,other.commander,other.pair,other.chosen,other.names,other.equipped,other.face_down,other.enchanted,other.history,)
        return NotImplemented
    return locals()

def _d73():
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

def _d76():
    def __hash__(self):
        return hash(())
    return locals()

def _d79():
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

def _d82():
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

def _d85():
    def __init__(self, name, rule, since, parameter, combat):
        __setter(self, 'name', name)
        __setter(self, 'rule', rule)
        __setter(self, 'since', since)
        __setter(self, 'parameter', parameter)
        __setter(self, 'combat', combat)
    return locals()

def _d88():
    def __init__(self, cards=__default_cards, _index=__missing, aliases=__missing):
        __setter(self, 'cards', cards)
        __setter(self, '_index', __default__index() if _index is __missing else _index)
        __setter(self, 'aliases', __default_aliases() if aliases is __missing else aliases)
    return locals()

def _d91():
    def __hash__(self):
        return hash((self.amount,self.player,self.that_much,self.by_power,self.by_toughness,self.lost_this_way,))
    return locals()

def _d94():
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

def _d97():
    def __init__(self, kind, power=__default_power, toughness=__default_toughness, source=__default_source, lasting=__default_lasting):
        __setter(self, 'kind', kind)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'source', source)
        __setter(self, 'lasting', lasting)
    return locals()

def _d100():
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

def _d103():
    def to_json(self):
        return {'kind': 'counters_put', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d106():
    def __init__(self, target=__default_target, power=__default_power, toughness=__default_toughness, per=__default_per, per_each=__default_per_each, target_filter=__default_target_filter):
        __setter(self, 'target', target)
        __setter(self, 'power', power)
        __setter(self, 'toughness', toughness)
        __setter(self, 'per', per)
        __setter(self, 'per_each', per_each)
        __setter(self, 'target_filter', target_filter)
    return locals()

def _d109():
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

def _d112():
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

def _d115():
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
    "12d298b678bcf43ad7108679f57224c4": _d4,
    "160324c2c14f9077850053fe251c14bf": _d7,
    "180ec7774ea8a967ab86ed2e6262a63f": _d10,
    "23849d4301da9ff4b6bd91e59fe43e72": _d13,
    "2e1afd84d13d209875e702aa4be3591e": _d16,
    "3412042ed5ea0c2ed5d92159fa315183": _d19,
    "36b99987a96787e9006a71dde919181d": _d22,
    "3c2a98885a5dd3e3e0096c887eeaf8d4": _d25,
    "43471282f07864620762b4bef7e5c9a7": _d28,
    "48c15bc024a80e93b978f0bce5c531cc": _d31,
    "505a2277fa068ca3a498f7568e1f716c": _d34,
    "537fe30f59d2327efb5eae7339d0ac7d": _d37,
    "57dce3346272050aa53f285af7444c10": _d40,
    "59a685da7731c375df1cecfdc6a7283c": _d43,
    "5ebba0a3828901b4ad5b5c5dedc3a7ec": _d46,
    "635ae33ca948881a49faf519ab76ffb3": _d49,
    "654d5f0972e4a6a4889dd7eed7a40d11": _d52,
    "6a39c741b34354eadc7548c6d0290fb0": _d55,
    "6efaf220656ff8d3168d943686f02847": _d58,
    "745eb217e2e2810acc919f06e6f841ee": _d61,
    "8423422dbfb6609f459fffab4ede229b": _d64,
    "8ee5d1fd0af034f462d871210daf9bea": _d67,
    "9257e67b0507ed5cc4b86ed3290d284b": _d70,
    "9b307978e24b1c7106f49d34ecd5e422": _d73,
    "a7e81d0b8cb3b8b31a584ccd3f34c7f3": _d76,
    "a84811edb8a7d1f3030fa38f98451ab3": _d79,
    "ad1e100f76287e3d0a12cdba0e87dce3": _d82,
    "b2fffcb3365d4aa85b9855db7051461e": _d85,
    "bd5c98ce6afabac40fb16068f188725a": _d88,
    "c5e1995ce91a58e942420843cd510a45": _d91,
    "cb923f48e59962e653567aea0ae848bf": _d94,
    "ce083db59a6f2467d91e3e3bb93140c9": _d97,
    "d85092d66ac0b2206935b7a80d705c3f": _d100,
    "e9e53adc37d7a5c5aa47e72e64957508": _d103,
    "edb8fb6f3dae7300c81f772ec6693a7e": _d106,
    "f36400449db12f4192d6ba6a85ba5849": _d109,
    "f4cfcea96e0e2924b5354a6b33eabf66": _d112,
    "f85816d5e60f087520458a99b9bcf64a": _d115,
}
