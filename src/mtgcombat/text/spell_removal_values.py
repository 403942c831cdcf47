"""The values of an instant's or sorcery's damage, removal and
regeneration sentences (the issue 33 block of ``sp_effect`` in card.lark),
mixed into the grammar's transformer next to
:class:`~mtgcombat.text.spell_values.SpellValues`:

* target phrases: "target artifact or enchantment", "target artifact,
  creature, or land" (115.1: one target of any of those kinds), "target
  creature with mana value 3 or less" (202.3), "target creature or
  planeswalker with mana value 2 or greater";
* "Put target creature on top of (on the bottom of) its owner's library"
  (506.4);
* "Destroy all creatures" (701.8), "Exile all creatures" (406.2),
  "Regenerate each creature you control" (701.19);
* "~ deals 3 damage to each opponent", "~ deals 1 damage to each creature
  and each planeswalker", "~ deals 4 damage to target creature and 2 damage
  to that creature's controller", "Target creature deals damage to itself
  equal to its power" (120.3);
* "You gain life equal to its power" and "Its controller gains life equal
  to its power" (119.3, 608.2h).

The effects are those of :mod:`mtgcombat.rules.spell_removal`.

>>> from mtgcombat.text.spells import parse_spell
>>> str(parse_spell("Destroy target artifact or enchantment.").also[0])
'enchantments'
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgcombat.core.abilities import Selector
from mtgcombat.core.selector_values import Compare, Op
from mtgcombat.rules.spell_effects import EachDamageEffect, SpellDamageEffect
from mtgcombat.rules.spell_removal import (
    ControllerDamageEffect,
    DividedDamageEffect,
    FightEffect,
    GroupRegenerateEffect,
    GroupRemovalEffect,
    LibraryEffect,
    LifeEqualEffect,
    OpponentsDamageEffect,
    PlayerSacrificeEffect,
    PreventAllToEffect,
    SecondDamageEffect,
    SelfPowerDamageEffect,
    TargetSpec,
    TheirGroupDamageEffect,
)
from mtgcombat.text.spell_damage_life import DamageLifeValues  # issue 33 (session 13)
from mtgcombat.text.spell_group_damage import GroupDamageValues  # issue 33 (session 13)
from mtgcombat.text.spell_values import _NOBODY, ANY_TARGET, SpellError, _made, _Parts, _Target

_WALKERS_ONLY = Selector(types=frozenset({"planeswalker"}), not_types=frozenset({"creature"}))


def _amounts(c: list[Any]) -> list[int]:
    return [x for x in c if type(x) is int]


def _with_mana_value(sel: Selector, c: list[Any]) -> Selector:
    """``sel`` with "with mana value N or less/greater" (202.3), or "with
    mana value N" (exactly N: Disembowel, Molder; issue 33, session 8)."""
    from lark import Token  # noqa: PLC0415  (lark only when parsing)

    value = _amounts(c)[-1]
    word = next((str(t) for t in c if isinstance(t, Token) and t.type == "SP_MORE_LESS"), "")
    op: Op = "==" if not word else "<=" if word == "less" else ">="
    compare = Compare("mana value", op, value)
    fields = {name: getattr(sel, name) for name in sel.__dataclass_fields__}
    return Selector(**{**fields, "compares": (*sel.compares, compare)})


class SpellRemovalValues(GroupDamageValues, DamageLifeValues):
    """Transformer methods for the issue 33 damage and removal rules of
    ``spell_sentence`` (card.lark).

    >>> from mtgcombat.text.spells import parse_spell
    >>> parse_spell("Put target attacking creature on top of its owner's library.").effects
    (LibraryEffect(top=True, place=''),)
    """

    def sp_type_word(self, c: list[Any]) -> Selector:
        word = str(c[0]).lower().rstrip("s")
        if word == "creature":
            return Selector()
        return Selector(types=frozenset({word}))

    def sp_target_types(self, c: list[Any]) -> _Target:
        """ "target artifact, creature, or land": one target that is any of
        them (115.1); a quality after the last word is that kind's ("or
        creature with flying"), but its controller ("or planeswalker an
        opponent controls") is every kind's: the controller is a quality of
        the target, whichever kind it is (115.1, 102.3)."""
        kinds = [x for x in c if isinstance(x, Selector)]
        whose = kinds[-1].controller
        if whose:
            kinds = [k if k.controller else dataclasses.replace(k, controller=whose) for k in kinds]
        return _Target(kinds[0], tuple(kinds[1:]))

    def sp_target_types_mv(self, c: list[Any]) -> _Target:
        """ "target creature or planeswalker with mana value 3 or less": the
        mana value is each kind's."""
        kinds = [_with_mana_value(x, c) for x in c if isinstance(x, Selector)]
        return _Target(kinds[0], tuple(kinds[1:]))

    def sp_target_mv(self, c: list[Any]) -> Selector:
        sel = next(x for x in c if isinstance(x, Selector))
        return _with_mana_value(sel, c)

    def sp_owners_library(self, c: list[Any]) -> None:
        return None

    def sp_its_controller(self, c: list[Any]) -> str:
        return "its controller"

    def sp_whose_it(self, c: list[Any]) -> _Target:
        return _Target(None, it=True)

    def sp_whose_target(self, c: list[Any]) -> _Target:
        return _Target(Selector())

    def sp_target_cw_theirs(self, c: list[Any]) -> _Target:
        """ "target creature or planeswalker an opponent controls" (115.1, 102.3)."""
        walker = Selector(types=frozenset({"planeswalker"}), controller="opponent")
        return _Target(Selector(controller="opponent"), (walker,))

    def sp_target_cw_not_yours(self, c: list[Any]) -> _Target:
        """ "target creature or planeswalker you don't control" (115.1): any
        other player's, a teammate's too (102.2, 810)."""
        walker = Selector(types=frozenset({"planeswalker"}), controller="not_you")
        return _Target(Selector(controller="not_you"), (walker,))

    def sp_second(self, c: list[Any]) -> TargetSpec:
        return _spec(c[0])

    def sp_second_another(self, c: list[Any]) -> TargetSpec:
        return _spec(c[0], distinct=True)

    def sp_second_any(self, c: list[Any]) -> TargetSpec:
        return _spec(ANY_TARGET)

    def sp_second_another_any(self, c: list[Any]) -> TargetSpec:
        """ "another target", "any other target": any target (115.4) but the
        first one (601.2c; issue 33, session 13)."""
        return _spec(ANY_TARGET, distinct=True)

    def sp_damage_any_two(self, c: list[Any]) -> _Parts:
        """ "~ deals 2 damage to any target and 1 damage to another target"
        (Arc Trail): two targets, each dealt its own damage (120.3).

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("~ deals 2 damage to any target and 1 damage to another target.")
        >>> [str(e) for e in spell.effects]
        ['the spell deals 2 damage to the target', 'the spell deals 1 damage to the second target']
        >>> spell.players, spell.effects[1].other.distinct
        (True, True)
        """
        first, then = _amounts(c)[:2]
        other = next(x for x in c if isinstance(x, TargetSpec))
        return _made((SpellDamageEffect(first), SecondDamageEffect(then, other)), [ANY_TARGET])

    def sp_fight(self, c: list[Any]) -> _Parts:
        other = next(x for x in c if isinstance(x, TargetSpec))
        return _made((FightEffect(other),), c)

    def sp_bite(self, c: list[Any]) -> _Parts:
        other = next(x for x in c if isinstance(x, TargetSpec))
        return _made((FightEffect(other, one_sided=True),), c)

    def sp_damage_two(self, c: list[Any]) -> _Parts:
        first, then = _amounts(c)[:2]
        other = next(x for x in c if isinstance(x, TargetSpec))
        return _made((SpellDamageEffect(first), SecondDamageEffect(then, other)), c)

    def sp_among_three(self, c: list[Any]) -> str:
        return "among 3"

    def sp_among_two(self, c: list[Any]) -> str:
        return "among 2"

    def sp_among_any(self, c: list[Any]) -> str:
        return "among 0"

    def sp_divided_any(self, c: list[Any]) -> _Parts:
        """ "divided as you choose among one, two, or three targets": any
        targets (115.4), at most that many (601.2d)."""
        among = next(x for x in c if isinstance(x, str) and x.startswith("among"))
        amount = _amounts(c)[0]
        # "any number of targets": as many as there is damage to divide (1 each)
        effect = DividedDamageEffect(amount, int(among.split()[1]) or amount)
        return _made((effect,), [ANY_TARGET])

    def sp_divided(self, c: list[Any]) -> _Parts:
        """ "divided as you choose among one, two, or three target attacking
        or blocking creatures": the count of targets is the sentence's
        (:func:`~mtgcombat.text.spell_targets.plural_targets`)."""
        return _made((DividedDamageEffect(_amounts(c)[0]),), c)

    def sp_target_player_sacrifices(self, c: list[Any]) -> _Parts:
        return _sacrifices(c, "target")

    def sp_target_opponent_sacrifices(self, c: list[Any]) -> _Parts:
        return _sacrifices(c, "target_opponent")

    def sp_target_player_sacrifices_life(self, c: list[Any]) -> _Parts:
        """ "Target player sacrifices a creature, then gains life equal to
        that creature's toughness." (Devour Flesh; 701.21a, 119.3; session
        13): the creature they chose, as it last existed (608.2h).

        >>> from mtgcombat.text.spells import parse_spell
        >>> effect = parse_spell("Target player sacrifices a creature, then gains life equal "
        ...                      "to that creature's toughness.").effects[0]
        >>> effect.life_equal, effect.count
        ('toughness', 1)
        """
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        made = _sacrifices(c, "target")
        stat = next(str(t) for t in c if isinstance(t, Token) and t.type == "STAT")
        effect = made.effects[0]
        assert isinstance(effect, PlayerSacrificeEffect)
        return made.with_effects((dataclasses.replace(effect, life_equal=stat),))

    def sp_each_opponent_sacrifices(self, c: list[Any]) -> _Parts:
        return _sacrifices(c, "each_opponent")

    def sp_each_player_sacrifices(self, c: list[Any]) -> _Parts:
        return _sacrifices(c, "each_player")

    def sp_sac_in_combat(self, c: list[Any]) -> Selector:
        """ "an attacking or blocking creature" a player sacrifices (701.21a).

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("Target player sacrifices an attacking or blocking creature.")
        ...     .effects[0])
        'the target player sacrifices one of their attacking or blocking creatures'
        """
        return Selector(role="attacking or blocking")

    def sp_you_sacrifice(self, c: list[Any]) -> _Parts:
        return _sacrifices(c, "you")

    def sp_prevent_all_to(self, c: list[Any]) -> _Parts:
        return _made((PreventAllToEffect(),), c)

    def sp_library_top(self, c: list[Any]) -> _Parts:
        return _made((LibraryEffect(),), c)

    def sp_library_bottom(self, c: list[Any]) -> _Parts:
        return _made((LibraryEffect(top=False),), c)

    def sp_library_nth(self, c: list[Any]) -> _Parts:
        """ "Put target creature into its owner's library second from the
        top." (400.7: it leaves the battlefield; session 13)"""
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        place = next(str(t) for t in c if isinstance(t, Token) and t.type == "SP_NTH")
        return _made((LibraryEffect(place=place),), c)

    def sp_library_either(self, c: list[Any]) -> _Parts:
        return _made((LibraryEffect(place="top_or_bottom"),), c)

    def sp_library_shuffled(self, c: list[Any]) -> _Parts:
        return _made((LibraryEffect(place="shuffled"),), c)

    def sp_destroy_all(self, c: list[Any]) -> _Parts:
        first, *more = _groups(c)
        return _Parts((GroupRemovalEffect(first, also=tuple(more)),), None)

    def sp_destroy_all_mv(self, c: list[Any]) -> _Parts:
        """ "Destroy each creature with mana value 3 or less." (Consume the
        Meek): the group read as it resolves, each permanent's mana value
        (202.3) compared (issue 33, session 10)."""
        sel = next(x for x in c if isinstance(x, Selector))
        return _Parts((GroupRemovalEffect(_with_mana_value(sel, c)),), None)

    def sp_bounce_all(self, c: list[Any]) -> _Parts:
        first, *more = _groups(c)
        return _Parts((GroupRemovalEffect(first, "hand", also=tuple(more)),), None)

    def sp_damage_their_group(self, c: list[Any]) -> _Parts:
        """ "~ deals 1 damage to each creature target player controls": the
        target is a player (115.1), the group theirs."""
        return _their_group(c, opponent=False)

    def sp_damage_opponents_group(self, c: list[Any]) -> _Parts:
        return _their_group(c, opponent=True)

    def sp_pa_player(self, c: list[Any]) -> _Target:
        return _Target(_NOBODY, players=True)

    def sp_pa_opponent(self, c: list[Any]) -> _Target:
        return _Target(_NOBODY, players=True, opponents=True)

    def sp_pa_walker(self, c: list[Any]) -> _Target:
        return _Target(_WALKER_TARGET, players=True)

    def sp_pa_opponent_walker(self, c: list[Any]) -> _Target:
        return _Target(_WALKER_TARGET, players=True, opponents=True)

    def sp_pa_whose_player(self, c: list[Any]) -> str:
        return "whose player"

    def sp_pa_whose_walker(self, c: list[Any]) -> str:
        return "whose walker"

    def sp_damage_player_and_group(self, c: list[Any]) -> _Parts:
        """ "~ deals 2 damage to target player and each creature that player
        controls" (Chandra's Flame Wave), "~ deals 4 damage to target player
        or planeswalker and 1 damage to each creature that player or that
        planeswalker's controller controls" (Chandra's Fury): the target,
        then the group of the target player or of the target planeswalker's
        controller, each dealt its damage (115.1, 120.3; issue 33, session 13).

        >>> from mtgcombat.text.spells import parse_spell
        >>> spell = parse_spell("~ deals 4 damage to target player or planeswalker and 1 damage "
        ...                     "to each creature that player or that planeswalker's controller "
        ...                     "controls.")
        >>> str(spell.effects[1]).split(" the creatures ")[1]
        "the target player or the target planeswalker's controller controls"
        """
        target = next(x for x in c if isinstance(x, _Target))
        walker = target.selector == _WALKER_TARGET
        if walker != ("whose walker" in c):
            # "target player or planeswalker and each creature that player controls":
            # the group of a planeswalker target is not named (and the converse)
            raise SpellError("a group whose controller the target does not name")
        group = _group(c)
        if group.controller:
            raise SpellError("a group with two controllers")
        amounts = _amounts(c)
        first, then = amounts[0], amounts[-1]
        rest = TheirGroupDamageEffect(then, group, target.opponents, walker=walker)
        return _made((SpellDamageEffect(first), rest), [target])

    def sp_target_sel_theirs(self, c: list[Any]) -> Selector:
        """ "target creature without flying you don't control": a selector's
        qualities, controlled by another player, a teammate too (115.1, 102.2)."""
        sel = next(x for x in c if isinstance(x, Selector))
        if sel.controller:
            raise SpellError("two controllers for one target")
        fields = {name: getattr(sel, name) for name in sel.__dataclass_fields__}
        return Selector(**{**fields, "controller": "not_you"})

    def sp_destroy_all_no_regen(self, c: list[Any]) -> _Parts:
        return _Parts((GroupRemovalEffect(_group(c), regenerate=False),), None)

    def sp_exile_all(self, c: list[Any]) -> _Parts:
        first, *more = _groups(c)
        return _Parts((GroupRemovalEffect(first, "exile", also=tuple(more)),), None)

    def sp_regenerate_all(self, c: list[Any]) -> _Parts:
        group = _group(c)
        if group.types != frozenset({"creature"}):
            raise SpellError("regenerating permanents other than creatures")
        return _Parts((GroupRegenerateEffect(group),), None)

    def sp_damage_opponents(self, c: list[Any]) -> _Parts:
        return _Parts((OpponentsDamageEffect(_amounts(c)[0]),), None)

    def sp_each_damage_walkers(self, c: list[Any]) -> _Parts:
        amount = _amounts(c)[0]
        group = _group(c)
        # each creature and each planeswalker: a permanent that is both is
        # dealt the damage once (the second group leaves creatures out)
        walkers = _WALKERS_ONLY if "creature" in group.types else None
        if walkers is None:
            raise SpellError("damage to each noncreature permanent and each planeswalker")
        return _Parts((EachDamageEffect(amount, group), EachDamageEffect(amount, walkers)), None)

    def sp_damage_controller(self, c: list[Any]) -> _Parts:
        amount, back = _amounts(c)[:2]
        return _made((SpellDamageEffect(amount), ControllerDamageEffect(back)), c)

    def sp_it_controller_damage(self, c: list[Any]) -> _Parts:
        return _Parts((ControllerDamageEffect(_amounts(c)[0]),), None, it=True)

    def sp_self_damage(self, c: list[Any]) -> _Parts:
        return _made((SelfPowerDamageEffect(),), c)

    def sp_life_equal(self, c: list[Any]) -> _Parts:
        return self._life(c, "you")

    def sp_life_lose_equal(self, c: list[Any]) -> _Parts:
        """ "You lose life equal to that creature's toughness." (119.3; the
        creature as it last existed, 608.2h)."""
        made = self._life(c, "you")
        effect = made.effects[0]
        assert isinstance(effect, LifeEqualEffect)
        return made.with_effects((dataclasses.replace(effect, lose=True),))

    def sp_controller_life_equal(self, c: list[Any]) -> _Parts:
        return self._life(c, "it_controller")

    def _life(self, c: list[Any], who: str) -> _Parts:
        from lark import Token  # noqa: PLC0415  (lark only when parsing)

        stat = next(str(t) for t in c if isinstance(t, Token) and t.type == "STAT")
        effect = LifeEqualEffect("power" if stat == "power" else "toughness", who)  # type: ignore[arg-type]
        whose = next(x for x in c if isinstance(x, _Target))
        return _made((effect,), [whose])


def spec_to_json(spec: TargetSpec) -> dict[str, Any]:
    """A second target as JSON (the catalog index and the parse cache keep
    spells as JSON).

    >>> spec_to_json(TargetSpec(Selector(), players=True))
    {'selector': {}, 'also': [], 'players': True, 'distinct': False}
    """
    from mtgcombat.text.structured import selector_to_json  # noqa: PLC0415

    out = {
        "selector": selector_to_json(spec.selector),
        "also": [selector_to_json(s) for s in spec.also],
        "players": spec.players,
        "distinct": spec.distinct,
    }
    if spec.opponents:
        out["opponents"] = True
    return out


def removal_fields(cls: type, fields: dict[str, Any]) -> dict[str, Any]:
    """The fields of an effect of :mod:`mtgcombat.rules.spell_removal` read
    back from JSON: its selectors and second target.

    >>> removal_fields(GroupRemovalEffect, {"affected": {}, "how": "exile"})["affected"]
    Selector(...)
    """
    from mtgcombat.text.structured import selector_from_json  # noqa: PLC0415

    out = dict(fields)
    if "affected" in out:
        out["affected"] = selector_from_json(out["affected"])
    if cls is GroupRemovalEffect and "also" in out:
        out["also"] = tuple(selector_from_json(s) for s in out["also"])
    if "other" in out:
        other = out["other"]
        out["other"] = TargetSpec(
            selector_from_json(other["selector"]),
            tuple(selector_from_json(s) for s in other["also"]),
            bool(other["players"]),
            bool(other["distinct"]),
            bool(other.get("opponents")),
        )
    return out


def _spec(found: Selector | _Target, distinct: bool = False) -> TargetSpec:
    if isinstance(found, Selector):
        return TargetSpec(found, distinct=distinct)
    if found.selector is None:
        raise SpellError('"it" as a second target')
    return TargetSpec(found.selector, found.also, found.players, distinct, found.opponents)


def _sacrifices(c: list[Any], who: str) -> _Parts:
    """ "Target player sacrifices a creature" (701.21a): a player is the
    target (no permanent may be); "each opponent", "each player": none."""
    group = _group(c)
    if group.controller or group.other:
        raise SpellError("a sacrificed permanent named by its controller")
    count = next((x for x in c if type(x) is int), 1)  # session 13: "two creatures"
    if count < 1:
        raise SpellError("a player sacrifices no permanent")
    effect = PlayerSacrificeEffect(group, who, count)  # type: ignore[arg-type]
    if who.startswith("target"):
        return _Parts((effect,), _NOBODY, players=True)
    return _Parts((effect,), None)


_WALKER_TARGET = Selector(types=frozenset({"planeswalker"}))


def _their_group(c: list[Any], *, opponent: bool) -> _Parts:
    group = _group(c)
    if group.controller:
        raise SpellError("a group with two controllers")
    effect = TheirGroupDamageEffect(_amounts(c)[0], group, opponent)
    return _Parts((effect,), _NOBODY, players=True)


def _groups(c: list[Any]) -> list[Selector]:
    return [x for x in c if isinstance(x, Selector)]


def _group(c: list[Any]) -> Selector:
    found: Selector = next(x for x in c if isinstance(x, Selector))
    return found
