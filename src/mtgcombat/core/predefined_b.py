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

def _d22():
    def __hash__(self):
        return hash((self.amount,self.player,self.that_much,self.by_power,self.by_toughness,))
    return locals()

def _d25():
    def new_StepBegins(rule, step):
        out = new(twin)
        out.rule = rule
        out.step = step
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
    def __init__(self, creature, amounts):
        __setter(self, 'creature', creature)
        __setter(self, 'amounts', amounts)
        self.__post_init__()
    return locals()

def _d37():
    def to_json(self):
        return {'kind': 'commander_damage', 'rule': self.rule, 'player': self.player, 'commander': self.commander, 'amount': self.amount, 'total': self.total}
    return locals()

def _d40():
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

def _d43():
    def __init__(self, name, value=__default_value):
        __setter(self, 'name', name)
        __setter(self, 'value', value)
    return locals()

def _d46():
    def __init__(self, kind, rule, message):
        __setter(self, 'kind', kind)
        __setter(self, 'rule', rule)
        __setter(self, 'message', message)
    return locals()

def _d49():
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

def _d52():
    def __init__(self, plus=__default_plus, tapped=__default_tapped, unless_had=__default_unless_had, counter=__default_counter, dead=__default_dead, yours=__default_yours, keyword=__default_keyword):
        __setter(self, 'plus', plus)
        __setter(self, 'tapped', tapped)
        __setter(self, 'unless_had', unless_had)
        __setter(self, 'counter', counter)
        __setter(self, 'dead', dead)
        __setter(self, 'yours', yours)
        __setter(self, 'keyword', keyword)
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
    def __init__(self, after, spell, targets=__default_targets, controller=__default_controller, name=__default_name, token=__default_token, order=__default_order, sacrifice=__default_sacrifice, divide=__default_divide, sacrificed=__default_sacrificed, ward_paid=__default_ward_paid, proliferated=__default_proliferated, source=__default_source):
        __setter(self, 'after', after)
        __setter(self, 'spell', spell)
        __setter(self, 'targets', targets)
        __setter(self, 'controller', controller)
        __setter(self, 'name', name)
        __setter(self, 'token', token)
        __setter(self, 'order', order)
        __setter(self, 'sacrifice', sacrifice)
        __setter(self, 'divide', divide)
        __setter(self, 'sacrificed', sacrificed)
        __setter(self, 'ward_paid', ward_paid)
        __setter(self, 'proliferated', proliferated)
        __setter(self, 'source', source)
    return locals()

def _d67():
    def __init__(self, amount, player=__default_player, that_much=__default_that_much, by_power=__default_by_power, by_toughness=__default_by_toughness):
        __setter(self, 'amount', amount)
        __setter(self, 'player', player)
        __setter(self, 'that_much', that_much)
        __setter(self, 'by_power', by_power)
        __setter(self, 'by_toughness', by_toughness)
    return locals()

def _d70():
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

def _d73():
    def to_json(self):
        return {'kind': 'attacks_player_who_left', 'rule': self.rule, 'creature': self.creature, 'player': self.player}
    return locals()

def _d76():
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

def _d79():
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
        for name, new_value in changes.items():
            if name not in fields:
                raise TypeError(f'{cls.__name__} has no field {name!r}')
            setattr(out, name, new_value)
        out.__class__ = cls
        return out
    return locals()

def _d82():
    def __init__(self, name, rule, since, parameter, combat):
        __setter(self, 'name', name)
        __setter(self, 'rule', rule)
        __setter(self, 'since', since)
        __setter(self, 'parameter', parameter)
        __setter(self, 'combat', combat)
    return locals()

def _d85():
    def __init__(self, cards=__default_cards, _index=__missing, aliases=__missing):
        __setter(self, 'cards', cards)
        __setter(self, '_index', __default__index() if _index is __missing else _index)
        __setter(self, 'aliases', __default_aliases() if aliases is __missing else aliases)
    return locals()

def _d88():
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
    "2e1afd84d13d209875e702aa4be3591e": _d19,
    "3547ad7b702df0d292f96ce49865a146": _d22,
    "36fcff8aa00f153554ca124203198879": _d25,
    "45fe3b2736068fda3cc14ddd13902b4f": _d28,
    "4d0f3a9333fc0b5448997f9a90cbe33e": _d31,
    "520445ae7a822e3c95efc9ac9cf61c06": _d34,
    "56e8bb9ab0b4402d8177f1d78726da53": _d37,
    "59a685da7731c375df1cecfdc6a7283c": _d40,
    "5e95b298a41249e998905de60cd0ea92": _d43,
    "62bf1c1ba42cc9521947d2f43f52cd66": _d46,
    "654d5f0972e4a6a4889dd7eed7a40d11": _d49,
    "6c5b304c28cb3319edb0db4f122eed74": _d52,
    "745eb217e2e2810acc919f06e6f841ee": _d55,
    "7ac2e9066e6c02bf19a867f8f936d286": _d58,
    "87c3a2433eaa0b5c89ba199a18368a43": _d61,
    "97443f79d44d2dd00a34706cdc0e43e1": _d64,
    "9e519cbd0598e834f36983c771336b2f": _d67,
    "a25315c25897d8e0b19bf05ed21153a4": _d70,
    "a82aa33e85d7560d603f339235c0b391": _d73,
    "a9f87c70a9059ddd40bfbd658dcd696e": _d76,
    "ad95ef66040cba2199e424e650b355ea": _d79,
    "b2fffcb3365d4aa85b9855db7051461e": _d82,
    "bd5c98ce6afabac40fb16068f188725a": _d85,
    "cae16c593f71946d6e57bb88645c65b6": _d88,
    "ce083db59a6f2467d91e3e3bb93140c9": _d91,
    "d85092d66ac0b2206935b7a80d705c3f": _d94,
    "dfcae85015bf812f287259c4424538bc": _d97,
    "e9e53adc37d7a5c5aa47e72e64957508": _d100,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d103,
    "f400315d4aae8ebd28055e963bdfa859": _d106,
    "f85816d5e60f087520458a99b9bcf64a": _d109,
}
