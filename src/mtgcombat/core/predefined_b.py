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
    def __init__(self, amount, per_counter=__default_per_counter, everyone=__default_everyone):
        __setter(self, 'amount', amount)
        __setter(self, 'per_counter', per_counter)
        __setter(self, 'everyone', everyone)
    return locals()

def _d19():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return () == ()
        return NotImplemented
    return locals()

def _d22():
    def new_StepBegins(rule, step):
        out = new(twin)
        out.rule = rule
        out.step = step
        out.__class__ = cls
        return out
    return locals()

def _d25():
    def __hash__(self):
        return hash((self.target,self.power,self.toughness,self.per,self.per_each,self.target_filter,))
    return locals()

def _d28():
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
    def __init__(self, violations, obeyed, maximum, witness, cost, optimal=__default_optimal):
        __setter(self, 'violations', violations)
        __setter(self, 'obeyed', obeyed)
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'cost', cost)
        __setter(self, 'optimal', optimal)
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
    def replace(self, v0, v1):
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
        out.deathtouch_damaged = v1
        out.had_first_strike = self.had_first_strike
        out.destroy_at_end_of_combat = self.destroy_at_end_of_combat
        out.damaged_by = self.damaged_by
        out.characteristics = self.characteristics
        out.__class__ = cls
        return out
    return locals()

def _d58():
    def __init__(self, quality):
        __setter(self, 'quality', quality)
    return locals()

def _d61():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.text,self.effects,self.target,self.also,self.players,self.colors,self.count,self.sacrifice_cost,self.sacrifice_filter,self.life_cost,self.discard_cost,self.types,self.kinds,self.opponents,self.kicked,self.mana_value,) == (other.text,other.effects,other.target,other.also,other.players,other.colors,other.count,other.sacrifice_cost,other.sacrifice_filter,other.life_cost,other.discard_cost,other.types,other.kinds,other.opponents,other.kicked,other.mana_value,)
        return NotImplemented
    return locals()

def _d64():
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

def _d67():
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

def _d70():
    def __init__(self, scenario, ruleset, language, results, violations, before, after):
        __setter(self, 'scenario', scenario)
        __setter(self, 'ruleset', ruleset)
        __setter(self, 'language', language)
        __setter(self, 'results', results)
        __setter(self, 'violations', violations)
        __setter(self, 'before', before)
        __setter(self, 'after', after)
    return locals()

def _d73():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,) == (other.types,other.not_types,other.subtypes,other.not_subtypes,other.colors,other.not_colors,other.color_count,other.with_keywords,other.without_keywords,other.compares,other.tapped,other.controller,other.other,other.role,other.ids,other.with_any_keywords,other.counter,other.host,other.attached,other.supertypes,other.not_supertypes,other.relation,other.token,other.any_of,other.monstrous,other.renowned,other.commander,other.pair,other.chosen,other.names,other.equipped,other.face_down,other.enchanted,)
        return NotImplemented
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

def _d97():
    def __init__(self, board, events, packages=__missing, effects=__default_effects):
        __setter(self, 'board', board)
        __setter(self, 'events', events)
        __setter(self, 'packages', __default_packages() if packages is __missing else packages)
        __setter(self, 'effects', effects)
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
    "0f27b53c5433ece3607dcbb7cbb1fa2b": _d1,
    "12d298b678bcf43ad7108679f57224c4": _d4,
    "160324c2c14f9077850053fe251c14bf": _d7,
    "180ec7774ea8a967ab86ed2e6262a63f": _d10,
    "23849d4301da9ff4b6bd91e59fe43e72": _d13,
    "2ecffba0b3193823d5a73ebd365622fa": _d16,
    "359cb7c0c1ecbf53bed3949c19aa7151": _d19,
    "36fcff8aa00f153554ca124203198879": _d22,
    "3fdb0046b0d96da5dafe70c93cc31044": _d25,
    "4843479d3f05a0fe13ffcdd5e103f905": _d28,
    "4d0f3a9333fc0b5448997f9a90cbe33e": _d31,
    "520445ae7a822e3c95efc9ac9cf61c06": _d34,
    "56e8bb9ab0b4402d8177f1d78726da53": _d37,
    "586f54f9d5dab319df3c9ec6191ddea0": _d40,
    "5e95b298a41249e998905de60cd0ea92": _d43,
    "62bf1c1ba42cc9521947d2f43f52cd66": _d46,
    "6534f29037585582dd5411f06f3440e8": _d49,
    "697fe000b741e64e92e4f1c9aa897454": _d52,
    "6ef6275d2ac101e97df6993351bbee19": _d55,
    "745eb217e2e2810acc919f06e6f841ee": _d58,
    "78d3e1ca70b32a9cb9f8c2157fa9d49c": _d61,
    "8712bbb33150574a3d77c457d8c90987": _d64,
    "8fb4fe7b0fd18d98cf4b5a16e57e021b": _d67,
    "9a671b148d66768621d0731bf8afe71b": _d70,
    "a18808b2110c26323347b67fb56a2a45": _d73,
    "a7e81d0b8cb3b8b31a584ccd3f34c7f3": _d76,
    "a84811edb8a7d1f3030fa38f98451ab3": _d79,
    "ad1e100f76287e3d0a12cdba0e87dce3": _d82,
    "b2fffcb3365d4aa85b9855db7051461e": _d85,
    "bd5c98ce6afabac40fb16068f188725a": _d88,
    "c5e1995ce91a58e942420843cd510a45": _d91,
    "ccaee0bc16c458c0a13f4b623bf8e0c6": _d94,
    "d7fb6c61c4da0031576349a61c281c62": _d97,
    "ddf8e528892059a6e6e94311df7869b3": _d100,
    "ec0bcd813998eaa14af4081bd233eca4": _d103,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d106,
    "f400315d4aae8ebd28055e963bdfa859": _d109,
    "f785ae24ea53f881ddeab0640b621367": _d112,
    "fd5a667928045eaadff12ba62073dba8": _d115,
}
