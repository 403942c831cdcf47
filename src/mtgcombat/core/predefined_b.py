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

def _d55():
    def __init__(self, maximum, witness, optimal, seconds):
        __setter(self, 'maximum', maximum)
        __setter(self, 'witness', witness)
        __setter(self, 'optimal', optimal)
        __setter(self, 'seconds', seconds)
    return locals()

def _d58():
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

def _d61():
    def __init__(self, step, player, package, implied, verdict):
        __setter(self, 'step', step)
        __setter(self, 'player', player)
        __setter(self, 'package', package)
        __setter(self, 'implied', implied)
        __setter(self, 'verdict', verdict)
    return locals()

def _d64():
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

def _d67():
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.types,self.not_types,self.subtypes,self.not_subtypes,self.colors,self.not_colors,self.color_count,self.with_keywords,self.without_keywords,self.compares,self.tapped,self.controller,self.other,self.role,self.ids,self.with_any_keywords,self.counter,self.host,self.attached,self.supertypes,self.not_supertypes,self.relation,self.token,self.any_of,self.monstrous,self.renowned,self.commander,self.pair,self.chosen,self.names,self.equipped,self.face_down,self.enchanted,) == (other.types,other.not_types,other.subtypes,other.not_subtypes,other.colors,other.not_colors,other.color_count,other.with_keywords,other.without_keywords,other.compares,other.tapped,other.controller,other.other,other.role,other.ids,other.with_any_keywords,other.counter,other.host,other.attached,other.supertypes,other.not_supertypes,other.relation,other.token,other.any_of,other.monstrous,other.renowned,other.commander,other.pair,other.chosen,other.names,other.equipped,other.face_down,other.enchanted,)
        return NotImplemented
    return locals()

def _d70():
    def __hash__(self):
        return hash(())
    return locals()

def _d73():
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

def _d76():
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

def _d79():
    def __init__(self, name, parameter=__default_parameter, rule=__default_rule):
        __setter(self, 'name', name)
        __setter(self, 'parameter', parameter)
        __setter(self, 'rule', rule)
    return locals()

def _d82():
    def __init__(self, sentence, status, traits=__missing, combat=__default_combat, error=__default_error):
        __setter(self, 'sentence', sentence)
        __setter(self, 'status', status)
        __setter(self, 'traits', __default_traits() if traits is __missing else traits)
        __setter(self, 'combat', combat)
        __setter(self, 'error', error)
    return locals()

def _d85():
    def to_json(self):
        return {'kind': 'trigger_resolves', 'rule': self.rule, 'source': self.source, 'creature': self.creature, 'event': self.event, 'other': self.other, 'ability': self.ability}
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

def _d100():
    def new_Destroyed(rule, permanent):
        out = new(twin)
        out.rule = rule
        out.permanent = permanent
        out.__class__ = cls
        return out
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
    "6ef6275d2ac101e97df6993351bbee19": _d52,
    "75f54f09169fb8d7046cfcca6d39f373": _d55,
    "8712bbb33150574a3d77c457d8c90987": _d58,
    "95f2143ad383bf60736f986d1b0e9b53": _d61,
    "9b307978e24b1c7106f49d34ecd5e422": _d64,
    "a18808b2110c26323347b67fb56a2a45": _d67,
    "a7e81d0b8cb3b8b31a584ccd3f34c7f3": _d70,
    "a84811edb8a7d1f3030fa38f98451ab3": _d73,
    "ad1e100f76287e3d0a12cdba0e87dce3": _d76,
    "b233ebce4f85c437ac5ca648d539928d": _d79,
    "bc842281dbdceadd86589e914bc567e9": _d82,
    "c90d8b05ebb29d1672066fbd4c752d15": _d85,
    "cc74b082692b6b281a594f8f5516bd04": _d88,
    "ce083db59a6f2467d91e3e3bb93140c9": _d91,
    "d85092d66ac0b2206935b7a80d705c3f": _d94,
    "e4098cbb740eae9db99ce4033e723c7a": _d97,
    "ec0bcd813998eaa14af4081bd233eca4": _d100,
    "f101e0cf3d65dda0973dbf34c7e57c85": _d103,
    "f400315d4aae8ebd28055e963bdfa859": _d106,
    "f85816d5e60f087520458a99b9bcf64a": _d109,
}
