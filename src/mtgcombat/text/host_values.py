"""Transformer methods for an Aura's or Equipment's host (303.4, 301.5):
card.lark's ``host_sentence``, and the conditions of ``board_sentence``
whose "it" is the host, mixed into the grammar's transformer.

An Aura's "enchanted creature" and an Equipment's "equipped creature" are
the permanent the source is attached to (a selector with ``host``); their
static abilities apply to it while they are attached (611.3a, 613). Here:

* a condition on the host: "as long as enchanted creature is white, it gets
  +1/+1", "equipped creature gets +1/+1 as long as it's a Human",
  "... as long as it's attacking alone" (the host's, not the Aura's, state:
  a :class:`~mtgcombat.core.abilities.PermanentCount` over the host);
* "..., otherwise, it gets -1/-2": the same effect set under the negated
  condition (the host is not such a permanent);
* a list of predicates with commas ("gets +2/+2, has flying, and attacks
  each combat if able"), goad (701.15) and "can't attack you" (508.1c)
  inside such a list, and "its activated abilities can't be activated",
  which changes nothing in the steps the engine models (activated abilities
  are a player's choice, 602.1, made before the board is written down);
* prevention of the combat damage dealt to or by the host (615), and of
  all damage dealt to it.

A condition on the host that the board cannot express (counters of some
number on it, permanents attached to it, its pair) stays unmodelled.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import (
    AllOf,
    AnyOf,
    AttackingAlone,
    CantAttack,
    CantBlock,
    CountersOn,
    CreaturesCantAttackYou,
    Goads,
    Lure,
    PermanentCount,
    PreventFrom,
    Selector,
    SourceIs,
    StaticCondition,
    StaticEffect,
)
from mtgcombat.text.keywords import subtype_table
from mtgcombat.text.traits import Traits, Unmodelled
from mtgcombat.text.values import (
    _ANY_SOURCE,
    _CONDITION_TYPES,
    _NOT_MODELLED,
    AddSubtypes,
    Colors,
    Kind,
    _board_traits,
    _tokens,
)

_ANY = Selector(types=frozenset())


@dataclasses.dataclass(frozen=True)
class _HostRule:
    """A rule the source keeps for its host ("is goaded", "can't attack
    you"): one of the source's own block rules, read for the host."""

    rule: object


def host_condition(condition: StaticCondition) -> StaticCondition:
    """A condition whose "it" is the source, read for the source's host
    instead ("enchanted creature gets +1/+1 as long as it's attacking":
    the enchanted creature attacks, not the Aura).

    >>> str(host_condition(SourceIs(Selector(types=frozenset(), role="attacking"))))
    'the permanent it is attached to is attacking'
    """
    if isinstance(condition, SourceIs):
        return PermanentCount(dataclasses.replace(condition.selector, host=True))
    if isinstance(condition, AttackingAlone):  # 506.5: the only attacking creature
        return AllOf(
            (
                PermanentCount(dataclasses.replace(_ANY, host=True, role="attacking")),
                PermanentCount(dataclasses.replace(_ANY, role="attacking"), "==", 1),
            )
        )
    if isinstance(condition, CountersOn):
        if (condition.op, condition.value) in ((">=", 1), ("==", 0)):
            held = dataclasses.replace(_ANY, host=True, counter=condition.counter)
            return PermanentCount(held, condition.op, condition.value)
        raise Unmodelled("a number of counters on the permanent it is attached to")
    if isinstance(condition, AllOf):
        return AllOf(tuple(host_condition(c) for c in condition.conditions))
    if isinstance(condition, AnyOf):
        return AnyOf(tuple(host_condition(c) for c in condition.conditions))
    if isinstance(condition, PermanentCount) and (
        condition.selector.attached or condition.selector.relation
    ):
        raise Unmodelled("permanents attached to or blocking the permanent it is attached to")
    if type(condition).__name__ == "Paired":
        raise Unmodelled("the pair of the permanent it is attached to")
    return condition


def negated(condition: PermanentCount) -> PermanentCount:
    """ "Otherwise": the host is not such a permanent.

    >>> white = PermanentCount(Selector(types=frozenset(), colors=frozenset({"white"}), host=True))
    >>> str(negated(white))
    'the permanent it is attached to is not white'
    """
    return dataclasses.replace(condition, op="==", value=0)


def _split(values: tuple[object, ...]) -> tuple[tuple[object, ...], frozenset[Any]]:
    rules = frozenset(v.rule for v in values if isinstance(v, _HostRule))
    return tuple(v for v in values if not isinstance(v, _HostRule)), rules


def _host_traits(
    host: Selector, values: tuple[object, ...], condition: StaticCondition | None
) -> Traits:
    effects, rules = _split(values)
    if rules and condition is not None:
        raise Unmodelled("a rule on attacking that holds under a condition")
    if all(v is _NOT_MODELLED for v in effects):
        if not rules:
            return _board_traits(host, effects, condition)  # raises NoEffect
        return Traits(block_rules=rules)
    traits = _board_traits(host, effects, condition)
    return traits | Traits(block_rules=rules) if rules else traits


def _absolute(sel: Selector) -> bool:
    """Whether a selector of sources reads the same from any permanent: no
    controller, choice, relation, comparison, host or "other" in it."""
    relative = sel.controller or sel.other or sel.relation or sel.host or sel.attached or sel.chosen
    if relative or sel.compares or sel.pair or sel.role or sel.ids or sel.equipped:
        return False
    return all(_absolute(s) for s in sel.any_of)


def equipment_grant(quoted: str, inner: Traits, modelled: bool) -> Traits:
    """ "As long as enchanted permanent is an Equipment, it has "Equipped
    creature gets +1/+1 and has trample."" (``inner``: the quoted sentence
    read, ``modelled`` its status): the Equipment gains that static ability
    (613.1f), which applies to the creature it equips (301.5). Written as the
    Aura's own effect on that creature while its host is an Equipment: the
    same creature, the same layers. Anything else quoted is not modelled.

    >>> from mtgcombat.text import parse_sentence
    >>> rune = parse_sentence('As long as enchanted permanent is an Equipment, it has '
    ...                       '"Equipped creature gets +1/+1 and has trample."')
    >>> rune.status, len(rune.traits.statics)
    ('modelled', 1)
    """
    statics = inner.statics
    if (
        not modelled
        or not statics
        or inner != Traits(statics=statics)
        or any(
            not isinstance(s, StaticEffect)
            or not s.affected.host
            or s.condition is not None
            or s.per is not None
            for s in statics
        )
    ):
        raise Unmodelled(f"granting {quoted}")
    equipment = PermanentCount(
        dataclasses.replace(_ANY, subtypes=frozenset({"equipment"}), host=True)
    )
    return Traits(
        statics=tuple(
            dataclasses.replace(
                s,
                affected=dataclasses.replace(s.affected, host=False, relation="attached_to_host"),
                condition=equipment,
            )
            for s in statics
            if isinstance(s, StaticEffect)
        )
    )


class _HostValues:
    """Transformer methods for ``host_sentence`` (mixed into the grammar's
    transformer, ahead of the board sentences' methods it refines)."""

    def bhost(self, c: list[Any]) -> Selector:
        nouns = [w for w in _tokens(c) if w in ("creature", "artifact", "land")]
        return Selector(types=frozenset(nouns), host=True)

    def board_cond(self, c: list[Any]) -> Traits:
        # "enchanted creature gets +1/+1 as long as it's attacking": "it" is the host
        subject = next(x for x in c if isinstance(x, Selector))
        if subject.host:
            c = [host_condition(x) if isinstance(x, _CONDITION_TYPES) else x for x in c]
        result: Traits = super().board_cond(c)  # type: ignore[misc]
        return result

    def host_source_counters(self, c: list[Any]) -> Traits:
        """ "As long as ~ has four or more counters on it, equipped creature
        has double strike" (issue 33, session 10): the condition counts the
        counters on the Aura or Equipment itself (122.1), which
        :func:`host_condition` must not read for its host."""
        condition = self.bc_counters(c)  # type: ignore[attr-defined]  # (board_values)
        host = next(x for x in c if isinstance(x, Selector))
        # the predicates' plain tuple (the counters read are a named tuple)
        values: tuple[object, ...] = next(x for x in c if type(x) is tuple)
        return _board_traits(host, values, condition)

    def hq_color(self, c: list[Any]) -> Selector:
        return dataclasses.replace(_ANY, colors=frozenset(_tokens(c)), host=True)

    def hq_subtype(self, c: list[Any]) -> Selector:
        table = subtype_table()
        kinds = frozenset(table[w][1] for w in _tokens(c))
        return dataclasses.replace(_ANY, subtypes=kinds, host=True)

    def hq_type(self, c: list[Any]) -> Selector:
        word = _tokens(c)[-1]
        if word == "equipment":
            raise Unmodelled("an Aura on an Equipment (its grants to the equipped creature)")
        return dataclasses.replace(_ANY, types=frozenset({word}), host=True)

    def host_cond(self, c: list[Any]) -> Traits:
        """ "As long as enchanted creature is white, it gets +1/+1" (611.3a),
        "equipped creature gets +3/+0 as long as it's legendary";
        "as long as equipped creature is tapped, tapped creatures you
        control get +2/+0" (the condition on the host, the effect on a group)."""
        host, quality, *group = (x for x in c if isinstance(x, Selector))
        values: tuple[object, ...] = next(x for x in c if isinstance(x, tuple))
        if "~" in _tokens(c):
            raise Unmodelled("an effect on the source under a condition on its host")
        return _host_traits(group[0] if group else host, values, PermanentCount(quality))

    def host_cond_alone(self, c: list[Any]) -> Traits:
        """ "As long as enchanted creature is attacking alone, it can't be
        blocked" (issue 33, session 10): the host attacks and no other
        creature does (506.5), read by :func:`host_condition`."""
        host = next(x for x in c if isinstance(x, Selector))
        values: tuple[object, ...] = next(x for x in c if isinstance(x, tuple))
        if "~" in _tokens(c):
            raise Unmodelled("an effect on the source under a condition on its host")
        return _host_traits(host, values, host_condition(AttackingAlone()))

    def hq_supertype(self, c: list[Any]) -> Selector:
        return dataclasses.replace(_ANY, supertypes=frozenset(_tokens(c)), host=True)

    def hq_super_subtype(self, c: list[Any]) -> Selector:
        # "a basic Mountain": the host has both (205.4a, 205.3i)
        supertype, subtype = _tokens(c)
        kind = subtype_table()[subtype][1]
        return dataclasses.replace(
            _ANY, supertypes=frozenset({supertype}), subtypes=frozenset({kind}), host=True
        )

    def hq_state(self, c: list[Any]) -> Selector:
        word = _tokens(c)[0]
        if word in ("tapped", "untapped"):
            return dataclasses.replace(_ANY, tapped=word == "tapped", host=True)
        return dataclasses.replace(_ANY, role=word, host=True)  # type: ignore[arg-type]

    def no_untap(self, c: list[Any]) -> tuple[object, ...]:
        return (_NOT_MODELLED,)  # the untap step (502.3) is outside combat

    def host_cond_else(self, c: list[Any]) -> Traits:
        """ "Enchanted creature gets +2/+1 as long as it's black. Otherwise,
        it gets -1/-2.": two effects, under the condition and its negation."""
        host, quality = (x for x in c if isinstance(x, Selector))
        first, second = (x for x in c if isinstance(x, tuple))
        condition = PermanentCount(quality)
        return _host_traits(host, first, condition) | _host_traits(host, second, negated(condition))

    def host_cond_instead(self, c: list[Any]) -> Traits:
        """ "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1
        instead." (session 13): the second bonus while the host has the
        quality, the first while it hasn't; never both (611.3a, 613.4c)."""
        host, quality = (x for x in c if isinstance(x, Selector))
        usual, instead = (x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))
        condition = PermanentCount(quality)
        return _host_traits(host, (instead,), condition) | _host_traits(
            host, (usual,), negated(condition)
        )

    def host_list(self, c: list[Any]) -> Traits:
        host: Selector = c[0]
        values: tuple[object, ...] = c[1]
        return _host_traits(host, values, None)

    def hpreds(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(v for group in c for v in (group if isinstance(group, tuple) else (group,)))

    def no_activation(self, c: list[Any]) -> tuple[object, ...]:
        return (_NOT_MODELLED,)

    def host_cant_attack_block_crew(self, c: list[Any]) -> tuple[object, ...]:
        # crewing (702.122) is an activated ability's cost: no effect in combat
        return (CantAttack(), CantBlock())

    def host_cant_attack_block_transform(self, c: list[Any]) -> tuple[object, ...]:
        # "can't attack, block, or transform" (Bound by Moonsilver): the engine
        # transforms nothing in combat (a "transform ~" effect is refused),
        # so only the attack and block restrictions (508.1c, 509.1b) act
        return (CantAttack(), CantBlock())

    def host_goaded(self, c: list[Any]) -> tuple[object, ...]:
        return (_HostRule(Goads(host=True)),)

    def host_cant_attack_you(self, c: list[Any]) -> tuple[object, ...]:
        return (_HostRule(CreaturesCantAttackYou(False, host=True)),)

    def host_cant_attack_you_walkers(self, c: list[Any]) -> tuple[object, ...]:
        return (_HostRule(CreaturesCantAttackYou(True, host=True)),)

    def host_prevent(self, c: list[Any]) -> Traits:
        how, host = c[0], c[1]
        effect = StaticEffect(
            host, prevent_dealt_by=how in ("by", "both"), prevent_dealt_to=how in ("to", "both")
        )
        return Traits(statics=(effect,))

    def host_lure(self, c: list[Any]) -> tuple[object, ...]:
        # "..., and all creatures able to block it do so" in a list of what the
        # host gets: a requirement on blocking the host (509.1c), as "All
        # creatures able to block enchanted creature do so" (Lure)
        return (Lure(),)

    def host_add_subtype(self, c: list[Any]) -> tuple[object, ...]:
        # "and is an Angel in addition to its other types" (205.1b): a layer-4
        # effect on the host (613.1d), which what reads creature types sees
        table = subtype_table()
        return (AddSubtypes(frozenset(table[w][1] for w in _tokens(c) if w in table)),)

    def animated_any_land(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset({"land"}), host=True)

    def animated_land_kind(self, c: list[Any]) -> Selector:
        kind = _tokens(c)[0].rstrip("s") if _tokens(c)[0] != "plains" else "plains"
        return Selector(types=frozenset({"land"}), subtypes=frozenset({kind}), host=True)

    def host_animated(self, c: list[Any]) -> Traits:
        """ "Enchanted land is a 4/4 red Elemental creature with reach and
        haste. It's still a land.": the land is also a creature (layer 4,
        613.1d; a land keeps its land types, 305.7) of those creature types,
        that color (layer 5, 105.3), with those keywords (layer 6) and base
        power and toughness (layer 7b, 613.4b)."""
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        host = next(x for x in c if isinstance(x, Selector))
        power, toughness = (int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT")
        table = subtype_table()
        kinds = frozenset(
            table[str(t)][1] for t in c if isinstance(t, Token) and t.type == "SUBTYPE_SG"
        )
        colors = next((x for x in c if isinstance(x, frozenset)), None)
        keywords = next((x for x in c if isinstance(x, tuple)), ())
        effect = StaticEffect(
            host,
            grants=tuple(keywords),
            base_power=power,
            base_toughness=toughness,
            add_types=frozenset({"creature"}),
            add_subtypes=kinds,
            set_colors=colors or None,
        )
        return Traits(statics=(effect,))

    def is_colors(self, c: list[Any]) -> tuple[object, ...]:
        # "enchanted creature is black": its colors set (105.3, layer 5 613.1e)
        colors: frozenset[str] = next(x for x in c if isinstance(x, frozenset))
        return (Colors(set_to=colors),)

    def add_color_subtype(self, c: list[Any]) -> tuple[object, ...]:
        # "is a black Zombie in addition to its other colors and types":
        # a color added (layer 5) and a creature type added (layer 4)
        colors: frozenset[str] = next(x for x in c if isinstance(x, frozenset))
        table = subtype_table()
        kinds = frozenset(table[w][1] for w in _tokens(c) if w in table)
        return (Colors(added=colors, subtypes=kinds),)

    def becomes_kind(self, c: list[Any]) -> tuple[object, ...]:
        # "is a blue Frog creature with base power and toughness 1/1" (205.1a)
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        tokens = [t for t in c if isinstance(t, Token)]
        table = subtype_table()
        kinds = frozenset(table[str(t)][1] for t in tokens if t.type == "SUBTYPE_SG")
        power, toughness = (int(str(t)) for t in tokens if t.type == "INT")
        creature = any(t.type == "CREATURE" for t in tokens)
        colors = next((x for x in c if isinstance(x, frozenset)), None)
        return (Kind(kinds, creature, colors, power, toughness),)

    def color_words(self, c: list[Any]) -> frozenset[str]:
        return frozenset(_tokens(c))

    def all_colors(self, c: list[Any]) -> frozenset[str]:
        return frozenset({"white", "blue", "black", "red", "green"})  # 105.1

    def no_color(self, c: list[Any]) -> frozenset[str]:
        return frozenset()  # colorless (105.2c)

    def host_prevent_from_all(self, c: list[Any]) -> Traits:
        # "prevent all damage that would be dealt to enchanted creature by
        # artifact sources" (615.1): combat and noncombat damage from those sources
        host, sources = (x for x in c if isinstance(x, Selector))
        if not _absolute(sources):
            # the shield's selector is read relative to the creature it
            # protects (damage_prevention), but "the chosen color", "you"
            # and "other" are the Aura's: not expressible here
            raise Unmodelled("sources named relative to the Aura (its choice or its controller)")
        shield = PreventFrom(sources, noncombat=True)
        return Traits(statics=(StaticEffect(host, prevent_from=shield),))

    def host_prevent_all_to(self, c: list[Any]) -> Traits:
        host = next(x for x in c if isinstance(x, Selector))
        return Traits(statics=(StaticEffect(host, prevent_from=_ANY_SOURCE),))
