"""The values of a spell's sentence (the ``spell_sentence`` rules of
card.lark): the transformer methods that build a spell's effects and target
(mixed into the grammar's transformer), and :class:`SpellError`, which says
why a timeline sentence cannot be read or carried out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgcombat.core.abilities import (
    Ability,
    CounterEffect,
    DestroyEffect,
    DrawEffect,
    Keyword,
    KeywordEffect,
    Landwalk,
    LifeEffect,
    OtherKeyword,
    PreventEffect,
    Protection,
    PumpEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
)
from mtgcombat.core.effect_values import ProliferateEffect  # 701.34
from mtgcombat.rules.spell_effects import (
    AbilityGainEffect,
    BlockThisTurnEffect,
    EachDamageEffect,
    GroupSpellEffect,
    PreventNextEffect,
    SpellDamageEffect,
    SpellExileEffect,
    SpellTapEffect,
    TokenAttackingEffect,
)
from mtgcombat.rules.spell_layer7 import (  # 613.4b, 613.4d
    BasePowerToughnessEffect,
    GroupBasePowerToughnessEffect,
    SwitchEffect,
)
from mtgcombat.rules.timeline import SpellEffect, TokenBlockingEffect


class SpellError(ValueError):
    """A timeline sentence the engine cannot read or carry out.

    >>> from mtgcombat.text.spells import parse_spell
    >>> try:
    ...     parse_spell("Counter target spell.")
    ... except SpellError as exc:
    ...     print(exc.detail.startswith("understood"))
    True
    """

    def __init__(self, detail: str) -> None:
        self.detail = detail
        super().__init__(detail)


class _Parts:
    """A parsed spell before it is checked: its effects and target selector;
    ``it``: the sentence acts on a target an earlier sentence chose ("Untap
    target creature. It gets +1/+1 until end of turn."); ``also`` and
    ``players``: further objects the target may be (:class:`_Target`).

    >>> _Parts((), None, it=True).it
    True
    """

    __slots__ = ("also", "effects", "it", "opponents", "players", "target")

    def __init__(
        self,
        effects: tuple[SpellEffect, ...],
        target: Selector | None,
        *,
        it: bool = False,
        also: tuple[Selector, ...] = (),
        players: bool = False,
        opponents: bool = False,
    ) -> None:
        self.effects = effects
        self.target = target
        self.it = it
        self.also = also
        self.players = players
        self.opponents = opponents  # the player must be an opponent (102.2, 115.4)

    def with_effects(self, effects: tuple[SpellEffect, ...]) -> _Parts:
        """The same part, on the same target, with other effects (a later
        sentence that rewrites it: "instead", a kicker, a condition).

        >>> _Parts((), None, players=True).with_effects(()).players
        True
        """
        return _Parts(
            effects,
            self.target,
            it=self.it,
            also=self.also,
            players=self.players,
            opponents=self.opponents,
        )


class _Target:
    """A spell's target as the sentence names it: a selector, the further
    kinds of object it may be ("or planeswalker") and whether it may be a
    player ("any target", "or player": 115.4), or "it", the target of an
    earlier sentence."""

    __slots__ = ("also", "it", "opponents", "players", "selector")

    def __init__(
        self,
        selector: Selector | None,
        also: tuple[Selector, ...] = (),
        players: bool = False,
        it: bool = False,
        opponents: bool = False,
    ) -> None:
        self.selector = selector
        self.also = also
        self.players = players
        self.it = it
        # "target opponent or planeswalker": the player must be an opponent
        # of the caster (102.2, 115.4), not the caster nor a teammate
        self.opponents = opponents


_WALKER = Selector(types=frozenset({"planeswalker"}))
_NOBODY = Selector(ids=("\x00none",))  # no permanent: damage to players only
NOBODY = _NOBODY  # its public name: a player is the target, no permanent (115.1)
ANY_TARGET = _Target(Selector(), (_WALKER,), players=True)


def _with_quality(sel: Selector, quality: Selector) -> Selector:
    """The target's selector with the colors or the combat role of a
    "that's ..." quality (issue 33, session 9); one it already names
    otherwise is not read.

    >>> red = Selector(types=frozenset(), colors=frozenset({"red"}))
    >>> str(_with_quality(Selector(), red))
    'red creatures'
    """
    fields = _fields(sel)
    for name in ("colors", "role"):
        value = getattr(quality, name)
        if value:
            if getattr(sel, name):
                raise SpellError(f"a target {sel} that's also {quality}")
            fields[name] = value
    return Selector(**fields)


def _made(effects: tuple[SpellEffect, ...], c: list[Any]) -> _Parts:
    """The parts of a sentence that acts on its target (or on "it"), given
    the children of its grammar rule.

    >>> from mtgcombat.core.abilities import DestroyEffect
    >>> parts = _made((DestroyEffect("target"),), [_Target(Selector(role="attacking"))])
    >>> str(parts.target), parts.it
    ('attacking creatures', False)
    """
    target = next((x for x in c if isinstance(x, _Target)), None)
    if target is None:
        target = _Target(_target(c))
    return _Parts(
        effects, target.selector, it=target.it, also=target.also, players=target.players,
        opponents=target.opponents,
    )  # fmt: skip


def _keywords(c: list[Any]) -> tuple[Ability, ...]:
    """The abilities a group gains or new tokens have (613.1f, 111.1):
    keywords, and those others the engine reads (:func:`grantable`); any
    other is refused ("gaining decayed": a combat meaning not carried out)."""
    found = tuple(a for x in c if isinstance(x, tuple) for a in x)
    for a in found:
        if not grantable(a):
            raise SpellError(f"gaining {a}")
    return found


def grantable(ability: object) -> bool:
    """Whether a group or a token may be given ``ability`` by a spell and
    the engine carries it out: a keyword of the combat rules (702), a
    protection (702.16) or landwalk (702.14), haste (702.10: it only lets a
    creature attack, and attackers are declared already), hexproof, shroud
    and ward (702.11, 702.18, 702.21: read as a later spell targets), and
    prowess (702.108: a later spell of the timeline triggers it). Bushido,
    rampage, decayed and the other keywords with a combat meaning are not
    read from an ability gained this way.

    >>> from mtgcombat.text.keywords import parse_keyword
    >>> [grantable(parse_keyword(k)) for k in ("flying", "haste", "protection from red")]
    [True, True, True]
    >>> grantable(parse_keyword("decayed")), grantable(parse_keyword("bushido 1"))
    (False, False)
    """
    from mtgcombat.text.keywords import attack_only, target_only  # noqa: PLC0415

    if isinstance(ability, Keyword | Protection | Landwalk):
        return True
    if isinstance(ability, OtherKeyword):
        return target_only(ability) or attack_only(ability) or ability.name == "prowess"
    return False


def _ints(c: list[Any]) -> list[int]:
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    return [int(str(x)) for x in c if isinstance(x, Token) and x.type == "INT"]


def _target(c: list[Any]) -> Selector:
    found: Selector = next(x for x in c if isinstance(x, Selector))
    return found


def _pump(c: list[Any]) -> Any:
    return next(x for x in c if hasattr(x, "power") and hasattr(x, "toughness"))


def gained_effects(c: list[Any]) -> tuple[SpellEffect, ...]:
    """What the target gains until end of turn (613.1f): keywords, and other
    abilities (hexproof, haste, protection from a quality), from the
    grammar's parts (tuples of what was read).

    >>> [type(e).__name__ for e in gained_effects([(Keyword.FLYING,)])]
    ['KeywordEffect']
    >>> gained_effects([])
    Traceback (most recent call last):
    ...
    mtgcombat.text.spell_values.SpellError: gaining nothing

    An ability the engine does not carry out when gained is refused, as for
    a group (:func:`grantable`):

    >>> from mtgcombat.text.keywords import parse_keyword
    >>> gained_effects([(parse_keyword("decayed"),)])
    Traceback (most recent call last):
    ...
    mtgcombat.text.spell_values.SpellError: gaining decayed
    """
    found = tuple(a for x in c if isinstance(x, tuple) for a in x)
    if not found:
        raise SpellError("gaining nothing")
    from mtgcombat.rules.returns import returns_itself  # noqa: PLC0415

    for a in found:  # as for a group (_keywords): decayed and the like are refused
        if not grantable(a) and not returns_itself(a):  # Feign Death's quoted ability
            raise SpellError(f"gaining {a}")
    return tuple(
        KeywordEffect(a, "target") if isinstance(a, Keyword) else AbilityGainEffect(a)
        for a in found
    )


def _fields(sel: Selector) -> dict[str, Any]:
    return {name: getattr(sel, name) for name in sel.__dataclass_fields__}


class SpellValues:
    """Transformer methods for the ``spell_sentence`` rules of card.lark.

    >>> from mtgcombat.text.spells import parse_spell
    >>> parse_spell("Remove target creature from combat.").effects
    (RemoveFromCombatEffect(target='target', untap=False),)
    """

    def sp_target(self, c: list[Any]) -> Selector:
        return _target(c)

    def sp_target_either(self, c: list[Any]) -> Selector:
        sel = _target(c)
        if sel.role:
            raise SpellError("target attacking or blocking creature with another role")
        return Selector(**{**_fields(sel), "role": "attacking or blocking"})

    def sp_target_or_walker(self, c: list[Any]) -> _Target:  # "creature or planeswalker"
        return _Target(_target(c), (_WALKER,))

    def sp_q_colors(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), colors=frozenset(str(x) for x in c))

    def sp_q_either(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), role="attacking or blocking")

    def sp_target_that(self, c: list[Any]) -> Selector:
        """ "target creature that's white or blue", "target white creature
        that's attacking or blocking": the quality is the target's (115.1)."""
        return _with_quality(_target(c), c[-1])

    def sp_target_or_walker_that(self, c: list[Any]) -> _Target:
        """ "target creature or planeswalker that's green or white": the
        quality is each kind's."""
        quality = c[-1]
        return _Target(_with_quality(_target(c), quality), (_with_quality(_WALKER, quality),))

    def sp_target_or_player(self, c: list[Any]) -> _Target:
        return _Target(_target(c), players=True)

    def sp_target_player_or_walker(self, c: list[Any]) -> _Target:
        return _Target(_WALKER, players=True)

    def sp_target_opponent_or_walker(self, c: list[Any]) -> _Target:
        """ "target opponent or planeswalker": any planeswalker, or a player
        who is an opponent of the caster (102.2, 115.4)."""
        return _Target(_WALKER, players=True, opponents=True)

    def sp_group_permanents(self, c: list[Any]) -> Selector:
        return Selector(types=frozenset(), controller="you")

    def sp_target_not_yours(self, c: list[Any]) -> Selector:
        """ "target creature you don't control": any other player's, a
        teammate's too (102.2, 810)."""
        return Selector(controller="not_you")

    def sp_subject(self, c: list[Any]) -> _Target:
        found = c[0]
        return found if isinstance(found, _Target) else _Target(found)

    def sp_it(self, c: list[Any]) -> _Target:
        return _Target(None, it=True)

    def sp_removed_it(self, c: list[Any]) -> _Target:
        return _Target(None, it=True)  # "the creature": the earlier sentence's target

    # -- instants and sorceries from the catalog ------------------------------

    def sp_damage(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _made((SpellDamageEffect(amount),), c)

    def sp_damage_any(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _made((SpellDamageEffect(amount),), [ANY_TARGET])

    def sp_exile(self, c: list[Any]) -> _Parts:
        return _made((SpellExileEffect(),), c)

    def sp_bounce(self, c: list[Any]) -> _Parts:
        return _made((ReturnToHandEffect("target"),), c)

    def sp_tap(self, c: list[Any]) -> _Parts:
        return _made((SpellTapEffect(),), c)

    def sp_untap(self, c: list[Any]) -> _Parts:
        return _made((SpellTapEffect(untap=True),), c)

    def sp_cant_block(self, c: list[Any]) -> _Parts:
        return _made((BlockThisTurnEffect(),), c)

    def sp_must_block(self, c: list[Any]) -> _Parts:
        return _made((BlockThisTurnEffect("must_block"),), c)

    def sp_unblockable(self, c: list[Any]) -> _Parts:
        return _made((BlockThisTurnEffect("cant_be_blocked"),), c)

    def sp_prevent_next(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _made((PreventNextEffect(amount),), c)

    def sp_prevent_next_any(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        # a player may be chosen too; the engine's shields are on creatures
        return _made((PreventNextEffect(amount),), [_Target(Selector(), (_WALKER,))])

    def sp_regenerate(self, c: list[Any]) -> _Parts:
        return _made((RegenerateEffect("target"),), c)

    def sp_counter(self, c: list[Any]) -> _Parts:
        count = next((x for x in c if type(x) is int), 1)
        pump = _pump(c)
        if (pump.power, pump.toughness) not in ((1, 1), (-1, -1)):
            raise SpellError(f"{pump.power:+d}/{pump.toughness:+d} counters")
        return _made((CounterEffect(count, plus=pump.power > 0, target="target"),), c)

    def sp_keyword_counter(self, c: list[Any]) -> _Parts:
        """A keyword counter (122.1b), after a +1/+1 counter when one is
        named first ("a +1/+1 counter and a lifelink counter")."""
        from mtgcombat.rules.spell_keyword_counters import (  # noqa: PLC0415
            KEYWORD_COUNTER_KINDS,
            KeywordCounterEffect,
        )

        found = [a for x in c if isinstance(x, tuple) for a in x]
        if len(found) != 1 or found[0] not in KEYWORD_COUNTER_KINDS:
            raise SpellError(f"a {' '.join(str(a) for a in found)} counter")
        counter = KeywordCounterEffect(found[0])
        effects: tuple[SpellEffect, ...] = (counter,)
        if any(hasattr(x, "power") and hasattr(x, "toughness") for x in c):
            # "a +1/+1 counter and a lifelink counter": both, in that order
            effects = (
                *self.sp_counter([x for x in c if not isinstance(x, tuple)]).effects,
                counter,
            )
        return _made(effects, c)

    def sp_each_damage(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        group = next(x for x in c if isinstance(x, Selector))
        players = "each player" in c
        return _Parts((EachDamageEffect(amount, group, players),), None)

    def sp_damage_life(self, c: list[Any]) -> _Parts:
        amount, life = (x for x in c if type(x) is int)
        return _made((SpellDamageEffect(amount), LifeEffect(life, "you")), c)

    def sp_damage_any_life(self, c: list[Any]) -> _Parts:
        amount, life = (x for x in c if type(x) is int)
        return _made((SpellDamageEffect(amount), LifeEffect(life, "you")), [ANY_TARGET])

    def sp_damage_you(self, c: list[Any]) -> _Parts:
        amount, back = (x for x in c if type(x) is int)
        # "and 2 damage to you": to the caster (120.3)
        return _made((SpellDamageEffect(amount), EachDamageEffect(back, _NOBODY, you=True)), c)

    def sp_damage_any_you(self, c: list[Any]) -> _Parts:
        amount, back = (x for x in c if type(x) is int)
        effects = (SpellDamageEffect(amount), EachDamageEffect(back, _NOBODY, you=True))
        return _made(effects, [ANY_TARGET])

    def sp_damage_to_you(self, c: list[Any]) -> _Parts:
        """ "~ deals 3 damage to you." (120.3): to the spell's controller.

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("~ deals 3 damage to you.").effects[0])
        'the spell deals 3 damage to you'
        """
        amount = next(x for x in c if type(x) is int)
        return _Parts((EachDamageEffect(amount, _NOBODY, you=True),), None)

    def sp_life_lose(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _Parts((LifeEffect(-amount, "you"),), None)

    def sp_its_controller_loses(self, c: list[Any]) -> _Parts:
        """ "Its controller loses 2 life.": the controller of the target an
        earlier sentence chose (119.3; as it last existed, 608.2h)."""
        amount = next(x for x in c if type(x) is int)
        return _Parts((LifeEffect(-amount, "it_controller"),), None, it=True)

    def sp_its_controller_gains(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _Parts((LifeEffect(amount, "it_controller"),), None, it=True)

    def sp_player_gains(self, c: list[Any]) -> _Parts:
        """ "Target player gains 3 life." (119.3): the target is a player
        (115.1); no permanent may be chosen."""
        amount = next(x for x in c if type(x) is int)
        return _Parts((LifeEffect(amount, "that_player"),), _NOBODY, players=True)

    def sp_player_loses(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _Parts((LifeEffect(-amount, "that_player"),), _NOBODY, players=True)

    def sp_each_player(self, c: list[Any]) -> str:
        return "each player"

    def sp_group_theirs(self, c: list[Any]) -> Selector:
        return Selector(controller="opponent")

    def sp_group_all(self, c: list[Any]) -> Selector:
        return Selector()

    def sp_count(self, c: list[Any]) -> int:
        return c[0] if c and type(c[0]) is int else 1

    def sp_colors(self, c: list[Any]) -> frozenset[str]:
        return frozenset(str(x) for x in c)

    def sp_attacking(self, c: list[Any]) -> str:
        return "attacking"

    def sp_token_attacking(self, c: list[Any]) -> _Parts:
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        count = next(x for x in c if type(x) is int)
        power, toughness = _ints(c)
        colors = next(x for x in c if isinstance(x, frozenset))
        subtypes = tuple(
            str(x).capitalize() for x in c if isinstance(x, Token) and x.type == "SUBTYPE_SG"
        )
        attacking = "attacking" in c
        effect = TokenAttackingEffect(
            power, toughness, colors, subtypes, _keywords(c), count, attacking
        )
        return _Parts((effect,), None)

    def sp_group_yours(self, c: list[Any]) -> Selector:
        return Selector(controller="you")

    def sp_group_yours_attacking(self, c: list[Any]) -> Selector:
        return Selector(controller="you", role="attacking")

    def sp_group_attacking(self, c: list[Any]) -> Selector:
        return Selector(role="attacking")

    def sp_group_blocking(self, c: list[Any]) -> Selector:
        return Selector(role="blocking")

    def sp_group(self, c: list[Any]) -> _Parts:
        group = next(x for x in c if isinstance(x, Selector))
        pump = next((x for x in c if hasattr(x, "power") and hasattr(x, "toughness")), None)
        power, toughness = (pump.power, pump.toughness) if pump is not None else (0, 0)
        effect = GroupSpellEffect(group, power, toughness, _keywords(c))
        return _Parts((effect,), None)

    def sp_group_untap(self, c: list[Any]) -> _Parts:
        group = next(x for x in c if isinstance(x, Selector))
        return _Parts((GroupSpellEffect(group, untap=True),), None)

    def sp_life(self, c: list[Any]) -> _Parts:
        amount = next(x for x in c if type(x) is int)
        return _Parts((LifeEffect(amount, "you"),), None)

    def sp_proliferate(self, c: list[Any]) -> _Parts:
        return _Parts((ProliferateEffect(),), None)  # 701.34: the entry's proliferated

    def sp_draw(self, c: list[Any]) -> _Parts:
        amount = next((x for x in c if type(x) is int), 1)
        return _Parts((DrawEffect(amount),), None)

    def sp_until(self, c: list[Any]) -> None:
        return None

    # issue 33 (session 7): layers 7b and 7d (613.4b, 613.4d; rules.spell_layer7)
    def sp_pt_target(self, c: list[Any]) -> _Target:
        return _Target(Selector())  # "switch target creature's power and toughness"

    def sp_pt_it(self, c: list[Any]) -> _Target:
        return _Target(None, it=True)  # "its": the target an earlier sentence chose

    def sp_switch_pt(self, c: list[Any]) -> _Parts:
        return _made((SwitchEffect(),), c)

    def sp_base_pt(self, c: list[Any]) -> _Parts:
        power, toughness = _ints(c)
        return _made((BasePowerToughnessEffect(power, toughness),), c)

    def sp_group_base_pt(self, c: list[Any]) -> _Parts:
        # "Creatures you control have base power and toughness 3/3 until end of turn."
        group = next(x for x in c if isinstance(x, Selector))
        power, toughness = _ints(c)
        return _Parts((GroupBasePowerToughnessEffect(group, power, toughness),), None)

    def sp_pump(self, c: list[Any]) -> _Parts:
        pump = _pump(c)
        return _made((PumpEffect("target", pump.power, pump.toughness),), c)

    def sp_pump_gain(self, c: list[Any]) -> _Parts:
        pump = _pump(c)
        effects: tuple[SpellEffect, ...] = (
            PumpEffect("target", pump.power, pump.toughness),
            *gained_effects(c),
        )
        return _made(effects, c)

    def sp_gain(self, c: list[Any]) -> _Parts:
        return _made(gained_effects(c), c)

    def sp_prevent_all(self, c: list[Any]) -> _Parts:
        return _Parts((PreventEffect(everything=True),), None)

    def sp_prevent(self, c: list[Any]) -> _Parts:
        how = next(x for x in c if type(x) is str)
        effect = PreventEffect(how in ("by", "both"), how in ("to", "both"), target="target")
        return _made((effect,), c)

    def sp_remove(self, c: list[Any]) -> _Parts:
        return _made((RemoveFromCombatEffect("target"),), c)

    def sp_destroy(self, c: list[Any]) -> _Parts:
        return _made((DestroyEffect("target"),), c)

    def sp_destroy_no_regen(self, c: list[Any]) -> _Parts:
        return _made((DestroyEffect("target", regenerate=False),), c)

    def sp_sacrifice(self, c: list[Any]) -> _Parts:
        return _made((SacrificeEffect("target"),), c)

    def sp_token(self, c: list[Any]) -> _Parts:
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        power, toughness = (int(str(x)) for x in c if isinstance(x, Token) and x.type == "INT")
        colors = frozenset(str(x) for x in c if isinstance(x, Token) and x.type == "COLOR")
        subtype = next(str(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE_SG")
        target = next((x for x in c if isinstance(x, Selector)), None)
        if target is None or target.role != "attacking":
            raise SpellError(
                "a token put onto the battlefield blocking needs an attacking creature"
            )
        effect = TokenBlockingEffect(power, toughness, colors, (subtype.capitalize(),))
        return _Parts((effect,), target)

    def sp_effect(self, c: list[Any]) -> _Parts:
        found: _Parts = c[0]
        return found

    def spell_sentence(self, c: list[Any]) -> _Parts:
        found: _Parts = c[0]
        return found


# issue 33 (session 6): the public names of a sentence's parts, for the
# readers of further forms (mtgcombat.text.spell_second, spell_flicker...)
Parts = _Parts
Parse = Callable[[str], _Parts]
"""A reader of one sentence's parts (the grammar's, ``text.spells.parse_parts``)."""
# issue 33 (session 7): the parts of a sentence acting on its target, for
# the transformer mixins of further forms (mtgcombat.text.spell_combat_values)
made_parts = _made
