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
    def __init__(self, violations):
        __setter(self, 'violations', violations)
    return locals()

def _d23():
    def new_DamageRemoved(rule, permanent, amount):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.amount = amount
        out.__class__ = cls
        return out
    return locals()

def _d26():
    def __init__(self, stat, op, value=__default_value, own=__default_own):
        __setter(self, 'stat', stat)
        __setter(self, 'op', op)
        __setter(self, 'value', value)
        __setter(self, 'own', own)
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
    def __init__(self, text, effects, target=__default_target, also=__default_also, players=__default_players, colors=__default_colors, count=__default_count, sacrifice_cost=__default_sacrifice_cost, sacrifice_filter=__default_sacrifice_filter, life_cost=__default_life_cost, discard_cost=__default_discard_cost, types=__default_types, kinds=__default_kinds, opponents=__default_opponents, kicked=__default_kicked, mana_value=__default_mana_value):
        __setter(self, 'text', text)
        __setter(self, 'effects', effects)
        __setter(self, 'target', target)
        __setter(self, 'also', also)
        __setter(self, 'players', players)
        __setter(self, 'colors', colors)
        __setter(self, 'count', count)
        __setter(self, 'sacrifice_cost', sacrifice_cost)
        __setter(self, 'sacrifice_filter', sacrifice_filter)
        __setter(self, 'life_cost', life_cost)
        __setter(self, 'discard_cost', discard_cost)
        __setter(self, 'types', types)
        __setter(self, 'kinds', kinds)
        __setter(self, 'opponents', opponents)
        __setter(self, 'kicked', kicked)
        __setter(self, 'mana_value', mana_value)
    return locals()

def _d65():
    def __init__(self, own_power, own_toughness, changes=__default_changes):
        __setter(self, 'own_power', own_power)
        __setter(self, 'own_toughness', own_toughness)
        __setter(self, 'changes', changes)
    return locals()

def _d68():
    def __init__(self, after, spell, targets=__default_targets, controller=__default_controller, name=__default_name, token=__default_token, order=__default_order, sacrifice=__default_sacrifice, divide=__default_divide, sacrificed=__default_sacrificed, ward_paid=__default_ward_paid, proliferated=__default_proliferated, source=__default_source, activated=__default_activated, activation_cost=__default_activation_cost, tap_cost=__default_tap_cost, self_target=__default_self_target, life_cost=__default_life_cost):
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
        __setter(self, 'activated', activated)
        __setter(self, 'activation_cost', activation_cost)
        __setter(self, 'tap_cost', tap_cost)
        __setter(self, 'self_target', self_target)
        __setter(self, 'life_cost', life_cost)
    return locals()

def _d71():
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

def _d74():
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

def _d77():
    def to_json(self):
        return {'kind': 'attacks_player_who_left', 'rule': self.rule, 'creature': self.creature, 'player': self.player}
    return locals()

def _d80():
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

def _d83():
    def to_json(self):
        return {'kind': 'counters_removed', 'rule': self.rule, 'target': self.target, 'counter': self.counter, 'amount': self.amount, 'source': self.source}
    return locals()

def _d86():
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

def _d89():
    def __init__(self, land_type):
        __setter(self, 'land_type', land_type)
    return locals()

def _d92():
    def to_json(self):
        return {'kind': 'trigger_resolves', 'rule': self.rule, 'source': self.source, 'creature': self.creature, 'event': self.event, 'other': self.other, 'ability': self.ability}
    return locals()

def _d95():
    def to_json(self):
        return {'kind': 'damage_marked', 'rule': self.rule, 'creature': self.creature, 'amount': self.amount, 'source': self.source}
    return locals()

def _d98():
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

def _d101():
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

def _d116():
    def __hash__(self):
        return hash((self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,))
    return locals()

MAKERS = {
    "129279da37c10f3c8532089e7b065a4d": _d2,
    "134dbc41e7af41e215fd0471088d5a3d": _d5,
    "169cc5d1951a761731dd448414a2e103": _d8,
    "1b9180b9a292db50660a7743fcd99164": _d11,
    "2881902a8cf8f10209afbc631a18a0c8": _d14,
    "2f61ef5a77f10c5010aec8dff8b1b18b": _d17,
    "363ac1456e5a4b2a267f2f2d50ced2d2": _d20,
    "38debd266e6a86b1ab2326e99d0f7cb8": _d23,
    "43471282f07864620762b4bef7e5c9a7": _d26,
    "48c15bc024a80e93b978f0bce5c531cc": _d29,
    "505a2277fa068ca3a498f7568e1f716c": _d32,
    "537fe30f59d2327efb5eae7339d0ac7d": _d35,
    "57dce3346272050aa53f285af7444c10": _d38,
    "59a685da7731c375df1cecfdc6a7283c": _d41,
    "5ebba0a3828901b4ad5b5c5dedc3a7ec": _d44,
    "635ae33ca948881a49faf519ab76ffb3": _d47,
    "654d5f0972e4a6a4889dd7eed7a40d11": _d50,
    "6a39c741b34354eadc7548c6d0290fb0": _d53,
    "6efaf220656ff8d3168d943686f02847": _d56,
    "75f54f09169fb8d7046cfcca6d39f373": _d59,
    "7a4801fe4704a2d02cdbe17f0f41fa1f": _d62,
    "87c3a2433eaa0b5c89ba199a18368a43": _d65,
    "8fb61a4ef46f08cf6adcf750fe20c3ff": _d68,
    "9b307978e24b1c7106f49d34ecd5e422": _d71,
    "a25315c25897d8e0b19bf05ed21153a4": _d74,
    "a82aa33e85d7560d603f339235c0b391": _d77,
    "a9f87c70a9059ddd40bfbd658dcd696e": _d80,
    "b1ebc731f4bef76358a920aa932c362d": _d83,
    "bc829c859abeb69d54a7c46d19d4ef88": _d86,
    "be71df03ac35c654dae02b139fbacb1f": _d89,
    "c90d8b05ebb29d1672066fbd4c752d15": _d92,
    "cdea6e51ae78df121d9d0c9bcbe373f7": _d95,
    "d803c319e09cb67d46e21c6cbc9d8085": _d98,
    "e4098cbb740eae9db99ce4033e723c7a": _d101,
    "edb8fb6f3dae7300c81f772ec6693a7e": _d104,
    "f36400449db12f4192d6ba6a85ba5849": _d107,
    "f4cfcea96e0e2924b5354a6b33eabf66": _d110,
    "f85816d5e60f087520458a99b9bcf64a": _d113,
    "ffe7d8e4bb9231c50cacd59704551794": _d116,
}
