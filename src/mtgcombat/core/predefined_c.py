"""Generated definitions, part c (written by `core.predefined`; do not edit:
`benchmarks/write_predefined.py` writes it again)."""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

def _d2():
    def __init__(self, stat, op, value=__default_value):
        __setter(self, 'stat', stat)
        __setter(self, 'op', op)
        __setter(self, 'value', value)
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

def _d62():
    def __init__(self, own_power, own_toughness, changes=__default_changes):
        __setter(self, 'own_power', own_power)
        __setter(self, 'own_toughness', own_toughness)
        __setter(self, 'changes', changes)
    return locals()

def _d65():
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

def _d68():
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

def _d71():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,) == (other.types,other.not_types,other.subtypes,other.not_subtypes,other.colors,other.not_colors,other.color_count,other.with_keywords,other.without_keywords,other.compares,other.tapped,other.controller,other.other,other.role,other.ids,other.with_any_keywords,other.counter,other.host,other.attached,other.supertypes,other.not_supertypes,other.relation,other.token,other.any_of,other.monstrous,other.renowned,other.commander,other.pair,other.chosen,other.names,other.equipped,other.face_down,other.enchanted,)
        return NotImplemented
    return locals()

def _d74():
    def __hash__(self):
        return hash(())
    return locals()

def _d77():
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

def _d80():
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

def _d83():
    def __init__(self, name, rule, since, parameter, combat):
        __setter(self, 'name', name)
        __setter(self, 'rule', rule)
        __setter(self, 'since', since)
        __setter(self, 'parameter', parameter)
        __setter(self, 'combat', combat)
    return locals()

def _d86():
    def __init__(self, cards=__default_cards, _index=__missing, aliases=__missing):
        __setter(self, 'cards', cards)
        __setter(self, '_index', __default__index() if _index is __missing else _index)
        __setter(self, 'aliases', __default_aliases() if aliases is __missing else aliases)
    return locals()

def _d89():
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
    def __hash__(self):
        return hash((self.amount,self.planeswalkers,))
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
    "11358a498f3ba4679a997d7f25dd8c40": _d2,
    "12d298b678bcf43ad7108679f57224c4": _d5,
    "160324c2c14f9077850053fe251c14bf": _d8,
    "180ec7774ea8a967ab86ed2e6262a63f": _d11,
    "23849d4301da9ff4b6bd91e59fe43e72": _d14,
    "2e1afd84d13d209875e702aa4be3591e": _d17,
    "3547ad7b702df0d292f96ce49865a146": _d20,
    "36b99987a96787e9006a71dde919181d": _d23,
    "3d0a01013130a26c5a95c91af83d8532": _d26,
    "48c15bc024a80e93b978f0bce5c531cc": _d29,
    "505a2277fa068ca3a498f7568e1f716c": _d32,
    "520445ae7a822e3c95efc9ac9cf61c06": _d35,
    "56e8bb9ab0b4402d8177f1d78726da53": _d38,
    "59a685da7731c375df1cecfdc6a7283c": _d41,
    "5e95b298a41249e998905de60cd0ea92": _d44,
    "62bf1c1ba42cc9521947d2f43f52cd66": _d47,
    "654d5f0972e4a6a4889dd7eed7a40d11": _d50,
    "6a39c741b34354eadc7548c6d0290fb0": _d53,
    "6efaf220656ff8d3168d943686f02847": _d56,
    "772859c450cf9ac7718e6d9900178ebc": _d59,
    "87c3a2433eaa0b5c89ba199a18368a43": _d62,
    "8fb61a4ef46f08cf6adcf750fe20c3ff": _d65,
    "9b307978e24b1c7106f49d34ecd5e422": _d68,
    "a18808b2110c26323347b67fb56a2a45": _d71,
    "a7e81d0b8cb3b8b31a584ccd3f34c7f3": _d74,
    "a84811edb8a7d1f3030fa38f98451ab3": _d77,
    "ad1e100f76287e3d0a12cdba0e87dce3": _d80,
    "b2fffcb3365d4aa85b9855db7051461e": _d83,
    "bd5c98ce6afabac40fb16068f188725a": _d86,
    "cae16c593f71946d6e57bb88645c65b6": _d89,
    "ccaee0bc16c458c0a13f4b623bf8e0c6": _d92,
    "d7fb6c61c4da0031576349a61c281c62": _d95,
    "da0d79ffbee862abaf4e86737edbe375": _d98,
    "e9e53adc37d7a5c5aa47e72e64957508": _d101,
    "edb8fb6f3dae7300c81f772ec6693a7e": _d104,
    "f36c602fbe3d21dc38e814db334a2bf2": _d107,
    "f53dc6dd9a7a4ff928075008fabe0386": _d110,
    "fd3c01738be21417bc4b429fd7bc3d60": _d113,
}
