"""Transformer methods for the phrases of card.lark: numbers, keywords,
selectors (the creatures a rule names, 509.1b) and the predicates that
give each sentence its values (blocking and attacking rules, pumps,
granted abilities), and the forms whose event lies outside combat. Mixed
into the grammar's transformer; lark is imported with this module, which
only the transformer imports (when parsing).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from lark import Token

from mtgcombat.core.abilities import (
    Ability,
    AlsoBlock,
    AttackCost,
    AttacksEachCombat,
    BlockCondition,
    BlockCost,
    BlocksEachCombat,
    BlocksSelEachCombat,
    CanAttackDespiteDefender,
    CanBlockOnly,
    CanBlockOnlyFlyers,
    CantAttack,
    CantAttackAlone,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedUnlessAllBlock,
    CantBeBlockedWhile,
    CantBlock,
    CantBlockAlone,
    CantBlockSel,
    CantBlockUnless,
    Compare,
    GreaterPowerAlsoBlocks,
    Keyword,
    MaxBlockers,
    MinBlockers,
    MustBeBlocked,
    MustBeBlockedBy,
    MustBeBlockedByExactlyOne,
    PermanentCount,
    Protection,
    Selector,
    StaticCondition,
    YouControl,
)
from mtgcombat.core.attack_rules import CanAttackAsThoughHaste
from mtgcombat.text.keywords import CARD_TYPE_PLURALS, parse_keywords, subtype_table
from mtgcombat.text.traits import Flag, NoEffect, Traits, Unmodelled
from mtgcombat.text.values import (
    _CANT_BLOCK_SOURCE,
    _NOT_MODELLED,
    _AddTypes,
    _BasePT,
    _Lose,
    _Pump,
    _sel_parts,
    number_word,
)

_UNLESS_LAND = r"unless defending player controls an? (plains|island|swamp|mountain|forest)"
_UNLESS_PAYS = (
    r"unless (?:its controller pays|you pay) \{(\d+)\}( for each \+1/\+1 counter on (?:it|~))?"
)


def _mana_cost(c: list[Any]) -> tuple[int, bool]:
    """A generic mana cost ("{2}") and whether it is paid for each +1/+1
    counter on the creature; any other cost is not modelled."""
    mana = next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA")
    if not re.fullmatch(r"\{\d+\}", mana):
        raise Unmodelled(f"a cost of {mana}")
    return int(mana.strip("{}")), "each" in c


def _words(children: list[Any]) -> list[str]:
    return [str(c) for c in children if isinstance(c, Token)]


@dataclasses.dataclass(frozen=True, slots=True)
class _SacKind:
    """One of the two kinds of "a creature or planeswalker" (701.21a)."""

    kind: str


class _PhraseValues:
    """The phrases' transformer methods."""

    # numbers and keywords
    def number(self, c: list[Any]) -> int:
        return number_word(str(c[0]))

    def kw(self, c: list[Any]) -> tuple[Ability, ...]:
        return parse_keywords(str(c[0]))

    def protection_phrase(self, c: list[Any]) -> tuple[Ability, ...]:
        qualities = _words(c)
        return tuple(Protection("all colors" if q == "each color" else q) for q in qualities)

    def kw_list(self, c: list[Any]) -> tuple[Ability, ...]:
        return tuple(a for group in c for a in group)

    def pt(self, c: list[Any]) -> _Pump:
        return _Pump(int(str(c[0])), int(str(c[1])))

    # selectors
    def sel(self, c: list[Any]) -> Selector:
        parts = _sel_parts(c)
        if "types" not in parts:
            parts["types"] = frozenset({"creature"})
        return Selector(**parts)

    def sel_or(self, c: list[Any]) -> tuple[Selector, ...]:
        return tuple(c)

    def sel_union(self, c: list[Any]) -> Selector:
        # "Walls and/or creatures with flying": one selector, the union
        return Selector(types=frozenset(), any_of=tuple(c))

    def sp_sac_kind(self, c: list[Any]) -> _SacKind:
        word = str(c[0])
        return _SacKind(CARD_TYPE_PLURALS.get(word, word))

    def sp_sac_pair(self, c: list[Any]) -> Selector:
        """ "a nontoken creature or planeswalker with power 3 or greater": the
        determiner, adjectives and qualifiers apply to both kinds, so the
        union of two selectors that each carry all of them (701.21a).

        >>> from mtgcombat.text.spells import parse_spell
        >>> str(parse_spell("Target player sacrifices a nontoken creature or planeswalker.")
        ...     .effects[0])
        'the target player sacrifices one of their nontoken creatures and/or nontoken planeswalkers'
        """
        shared = [x for x in c if not isinstance(x, _SacKind)]
        kinds = [x for x in c if isinstance(x, _SacKind)]
        return Selector(
            types=frozenset(),
            any_of=tuple(
                Selector(**_sel_parts([*shared, {"types": frozenset({k.kind})}])) for k in kinds
            ),
        )

    def det(self, c: list[Any]) -> dict[str, Any]:
        return {}

    def other(self, c: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def colors(self, c: list[Any]) -> dict[str, Any]:
        return {"colors": frozenset(_words(c))}

    def noncolor(self, c: list[Any]) -> dict[str, Any]:
        return {"not_colors": frozenset({str(c[0]).removeprefix("non").lstrip("-")})}

    def multicolored(self, c: list[Any]) -> dict[str, Any]:
        return {"color_count": "multicolored"}

    def monocolored(self, c: list[Any]) -> dict[str, Any]:
        return {"color_count": "monocolored"}

    def colorless(self, c: list[Any]) -> dict[str, Any]:
        return {"color_count": "colorless"}

    def tapped(self, c: list[Any]) -> dict[str, Any]:
        return {"tapped": True}

    def untapped(self, c: list[Any]) -> dict[str, Any]:
        return {"tapped": False}

    def attacking(self, c: list[Any]) -> dict[str, Any]:
        return {"role": "attacking"}

    def blocking(self, c: list[Any]) -> dict[str, Any]:
        return {"role": "blocking"}

    def nontype(self, c: list[Any]) -> dict[str, Any]:
        return {"not_types": frozenset({str(c[0]).removeprefix("non").lstrip("-")})}

    def nonsubtype(self, c: list[Any]) -> dict[str, Any]:
        return {"not_subtypes": frozenset({str(c[0]).removeprefix("non-")})}

    def creature_token_noun(self, c: list[Any]) -> dict[str, Any]:
        return {"types": frozenset({"creature"}), "token": True}

    def nontoken(self, c: list[Any]) -> dict[str, Any]:
        return {"token": False}

    def supertype(self, c: list[Any]) -> dict[str, Any]:
        return {"supertypes": frozenset({str(c[0])})}

    def nonsupertype(self, c: list[Any]) -> dict[str, Any]:
        return {"not_supertypes": frozenset({str(c[0]).removeprefix("non").lstrip("-")})}

    def type_adj(self, c: list[Any]) -> dict[str, Any]:
        return {"types": frozenset({str(c[0])})}

    def subtype_adj(self, c: list[Any]) -> dict[str, Any]:
        return {"subtypes": frozenset(subtype_table()[w][1] for w in _words(c))}

    def equipped_adj(self, c: list[Any]) -> dict[str, Any]:
        return {"equipped": True}

    def enchanted_adj(self, c: list[Any]) -> dict[str, Any]:
        return {"enchanted": True}  # an Aura attached (303.4)

    def enchanted_or_equipped(self, c: list[Any]) -> dict[str, Any]:
        # an Aura (303.4) or an Equipment (301.5) attached: at least one of the two
        either = (
            Selector(types=frozenset(), enchanted=True),
            Selector(types=frozenset(), equipped=True),
        )
        return {"any_of": either}

    def commander_adj(self, c: list[Any]) -> dict[str, Any]:
        return {"commander": True}

    def face_down_adj(self, c: list[Any]) -> dict[str, Any]:
        return {"face_down": True}

    def of_chosen_type(self, c: list[Any]) -> dict[str, Any]:
        return {"chosen": "type"}

    def of_chosen_color(self, c: list[Any]) -> dict[str, Any]:
        return {"chosen": "color"}

    def named(self, c: list[Any]) -> dict[str, Any]:
        return {"names": (str(c[0]).removeprefix("named ").strip(),)}

    def stat_either_le(self, c: list[Any]) -> dict[str, Any]:
        return self._stat_either(c, "<=")

    def stat_either_ge(self, c: list[Any]) -> dict[str, Any]:
        return self._stat_either(c, ">=")

    def _stat_either(self, c: list[Any], op: str) -> dict[str, Any]:
        # "with power or toughness 1 or less": either comparison holds
        value = next(x for x in c if isinstance(x, int))
        parts = tuple(
            Selector(types=frozenset(), compares=(Compare(stat, op, value),))  # type: ignore[arg-type]
            for stat in ("power", "toughness")
        )
        return {"any_of": parts}

    def thats_subtype(self, c: list[Any]) -> dict[str, Any]:
        return {"subtypes": frozenset(subtype_table()[w][1] for w in _words(c))}

    def creature_noun(self, c: list[Any]) -> dict[str, Any]:
        return {"types": frozenset({"creature"})}

    def type_noun(self, c: list[Any]) -> dict[str, Any]:
        word = str(c[0])
        return {"types": frozenset({CARD_TYPE_PLURALS.get(word, word)})}

    def permanent_noun(self, c: list[Any]) -> dict[str, Any]:
        return {"types": frozenset()}

    def source_noun(self, c: list[Any]) -> dict[str, Any]:
        # a source of damage: any object (on the battlefield, here)
        return {"types": frozenset()}

    def subtype_noun(self, c: list[Any]) -> dict[str, Any]:
        found = [subtype_table()[w] for w in _words(c)]
        kinds = {k for k, _ in found}
        types = frozenset(kinds) if len(kinds) == 1 else frozenset()
        return {"types": types, "subtypes": frozenset(s for _, s in found)}

    def with_kw(self, c: list[Any]) -> dict[str, Any]:
        return {"with_keywords": frozenset(c[0])}

    def without_kw(self, c: list[Any]) -> dict[str, Any]:
        return {"without_keywords": frozenset(a for g in c for a in g)}

    def _stat(self, c: list[Any], op: str, self_ref: bool) -> dict[str, Any]:
        stat = next(str(t) for t in c if isinstance(t, Token) and t.type == "STAT")
        value = None if self_ref else next(x for x in c if isinstance(x, int))
        return {"compares": (Compare(stat, op, value),)}  # type: ignore[arg-type]

    def stat_ge(self, c: list[Any]) -> dict[str, Any]:
        return self._stat(c, ">=", False)

    def stat_le(self, c: list[Any]) -> dict[str, Any]:
        return self._stat(c, "<=", False)

    def stat_gt(self, c: list[Any]) -> dict[str, Any]:
        return self._stat(c, ">", False)

    def stat_lt(self, c: list[Any]) -> dict[str, Any]:
        return self._stat(c, "<", False)

    def stat_eq(self, c: list[Any]) -> dict[str, Any]:
        return self._stat(c, "==", False)

    def _self_stat(self, c: list[Any], op: str) -> dict[str, Any]:
        stats = [str(t) for t in c if isinstance(t, Token)]
        mine = stats[0] if stats[0] in ("power", "toughness") else None
        theirs = stats[-1].removeprefix("~'s ")
        if mine is not None and mine != theirs:
            raise Unmodelled(f"comparing {mine} with this creature's {theirs}")
        return {"compares": (Compare(mine or theirs, op, None),)}  # type: ignore[arg-type]

    def _own_stat(self, c: list[Any], op: str) -> dict[str, Any]:
        mine, own = (str(t) for t in c if isinstance(t, Token) and t.type == "STAT")
        if mine == own:
            raise Unmodelled(f"comparing {mine} with itself")
        return {"compares": (Compare(mine, op, None, own),)}  # type: ignore[arg-type]

    def stat_gt_own(self, c: list[Any]) -> dict[str, Any]:
        return self._own_stat(c, ">")

    def stat_lt_own(self, c: list[Any]) -> dict[str, Any]:
        return self._own_stat(c, "<")

    def stat_gt_self(self, c: list[Any]) -> dict[str, Any]:
        return self._self_stat(c, ">")

    def stat_lt_self(self, c: list[Any]) -> dict[str, Any]:
        return self._self_stat(c, "<")

    def stat_ge_self(self, c: list[Any]) -> dict[str, Any]:
        return self._self_stat(c, ">=")

    def stat_le_self(self, c: list[Any]) -> dict[str, Any]:
        return self._self_stat(c, "<=")

    def ctl_you(self, c: list[Any]) -> dict[str, Any]:
        return {"controller": "you"}

    def ctl_chosen(self, c: list[Any]) -> dict[str, Any]:
        return {"controller": "chosen"}

    def ctl_team(self, c: list[Any]) -> dict[str, Any]:
        # "your team controls": the source's controller or a teammate (810.1)
        return {"controller": "team"}

    def ctl_opponent(self, c: list[Any]) -> dict[str, Any]:
        return {"controller": "opponent"}

    def ctl_defending(self, c: list[Any]) -> dict[str, Any]:
        return {"controller": "defending"}

    def ctl_that_player(self, c: list[Any]) -> dict[str, Any]:
        return {"controller": "that_player"}

    # predicates: each gives a tuple of values
    def cant_be_blocked(self, c: list[Any]) -> tuple[object, ...]:
        return (CantBeBlocked(),)

    def cant_be_blocked_by(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(CantBeBlockedBy(s) for s in c[0])

    def min_blockers(self, c: list[Any]) -> tuple[object, ...]:
        return (MinBlockers(next(x for x in c if isinstance(x, int))),)

    def cant_be_blocked_except_by(self, c: list[Any]) -> tuple[object, ...]:
        return (CantBeBlockedExceptBy(c[0]),)

    def max_blockers(self, c: list[Any]) -> tuple[object, ...]:
        return (MaxBlockers(next(x for x in c if isinstance(x, int))),)

    def cant_be_blocked_while(self, c: list[Any]) -> tuple[object, ...]:
        sel: Selector = c[0]
        return (CantBeBlockedWhile(sel),)

    def unless_all_block(self, c: list[Any]) -> tuple[object, ...]:
        return (CantBeBlockedUnlessAllBlock(),)

    def cant_block(self, c: list[Any]) -> tuple[object, ...]:
        return (CantBlock(),)

    def cant_attack_or_block(self, c: list[Any]) -> tuple[object, ...]:
        return (CantAttack(), CantBlock())

    def cant_attack_or_block_alone(self, c: list[Any]) -> tuple[object, ...]:
        return (CantAttackAlone(), CantBlockAlone())

    def attacks_or_blocks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
        return (AttacksEachCombat(), BlocksEachCombat())

    def cant_attack_or_block_unless_pay(self, c: list[Any]) -> tuple[object, ...]:
        # a cost to attack (508.1g-h) and a cost to block (509.1d)
        amount, each = _mana_cost(c)
        return (AttackCost(amount, each), BlockCost(amount, each))

    def cant_block_unless_pay(self, c: list[Any]) -> tuple[object, ...]:
        amount, each = _mana_cost(c)
        return (BlockCost(amount, each),)

    def can_attack_despite_defender(self, c: list[Any]) -> tuple[object, ...]:
        return (CanAttackDespiteDefender(),)  # 702.3b

    def cost_each(self, c: list[Any]) -> str:
        return "each"

    def cant_block_sel(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(CantBlockSel(s) for s in c[0])

    def cant_block_alone(self, c: list[Any]) -> tuple[object, ...]:
        return (CantBlockAlone(),)

    def cant_block_unless(self, c: list[Any]) -> tuple[object, ...]:
        condition: BlockCondition | StaticCondition = next(x for x in c if not isinstance(x, Token))
        return (CantBlockUnless(condition),)

    def you_control(self, c: list[Any]) -> BlockCondition:
        return YouControl(c[0])

    def static_condition(self, c: list[Any]) -> BlockCondition | StaticCondition:
        condition: StaticCondition = c[0]
        if (
            isinstance(condition, PermanentCount)
            and condition.selector.controller == "you"
            and (condition.op, condition.value) == (">=", 1)
        ):
            # "unless you control SEL": the same value the you_control rule gives
            return YouControl(dataclasses.replace(condition.selector, controller=""))
        return condition

    def also_block(self, c: list[Any]) -> BlockCondition:
        return AlsoBlock(next(x for x in c if isinstance(x, int)))

    def greater_power_also_blocks(self, c: list[Any]) -> BlockCondition:
        return GreaterPowerAlsoBlocks()

    def can_block_only(self, c: list[Any]) -> tuple[object, ...]:
        sel: Selector = c[0]
        if sel == Selector(with_keywords=frozenset({Keyword.FLYING})):
            return (CanBlockOnlyFlyers(),)
        return (CanBlockOnly(sel),)

    def must_be_blocked(self, c: list[Any]) -> tuple[object, ...]:
        return (MustBeBlocked(),)

    def must_be_blocked_by_one(self, c: list[Any]) -> tuple[object, ...]:
        return (MustBeBlockedByExactlyOne(),)

    def must_be_blocked_by(self, c: list[Any]) -> tuple[object, ...]:
        return (MustBeBlockedBy(c[0]),)

    def blocks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
        return (BlocksEachCombat(),)

    def blocks_sel_each_combat(self, c: list[Any]) -> tuple[object, ...]:
        return (BlocksSelEachCombat(next(x for x in c if isinstance(x, Selector))),)

    def block_additional_one(self, c: list[Any]) -> tuple[object, ...]:
        return (Flag("can_block_additional", 1),)

    def block_additional(self, c: list[Any]) -> tuple[object, ...]:
        return (Flag("can_block_additional", next(x for x in c if isinstance(x, int))),)

    def block_any_number(self, c: list[Any]) -> tuple[object, ...]:
        return (Flag("can_block_any_number"),)

    def by_toughness(self, c: list[Any]) -> tuple[object, ...]:
        return (Flag("assigns_damage_by_toughness"),)

    def cant_have_counters(self, c: list[Any]) -> tuple[object, ...]:
        return (Flag("cant_have_counters"),)

    def have(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(next(x for x in c if isinstance(x, tuple)))

    def get(self, c: list[Any]) -> tuple[object, ...]:
        return (next(x for x in c if isinstance(x, _Pump)),)

    def lose_kw(self, c: list[Any]) -> tuple[object, ...]:
        lost, kept_out = (x for x in c if isinstance(x, tuple))
        if set(lost) != set(kept_out):
            raise Unmodelled("it loses some keywords and can't gain others")
        return (_Lose(tuple(lost)),)

    def base_pt(self, c: list[Any]) -> tuple[object, ...]:
        power, toughness = (int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT")
        return (_BasePT(power, toughness),)

    def add_type(self, c: list[Any]) -> tuple[object, ...]:
        word = next(str(t) for t in c if isinstance(t, Token) and t.type == "TYPE_WORD")
        return (_AddTypes(frozenset({CARD_TYPE_PLURALS.get(word, word)})),)

    def lose_plain(self, c: list[Any]) -> tuple[object, ...]:
        # "loses flying": removed in timestamp order with the grants (613.7),
        # unlike "can't have or gain flying" (613.1f)
        return (_Lose(tuple(next(x for x in c if isinstance(x, tuple))), plain=True),)

    def lose_all(self, c: list[Any]) -> tuple[object, ...]:
        # "loses all abilities" (613.1f)
        return (_Lose((), every=True),)

    def get_have(self, c: list[Any]) -> tuple[object, ...]:
        pump = next(x for x in c if isinstance(x, _Pump))
        return (pump, *next(x for x in c if isinstance(x, tuple)))

    def cant_attack(self, c: list[Any]) -> tuple[object, ...]:
        # "can't attack" (508.1c), "can't attack alone", "can't attack
        # unless defending player controls an Island"; other tails
        # (during, if, as though) are not read
        tail = next((str(t) for t in c if isinstance(t, Token)), "").strip()
        if not tail:
            return (CantAttack(),)
        if tail == "alone":
            return (CantAttackAlone(),)
        land = re.fullmatch(_UNLESS_LAND, tail)
        if land is not None:
            return (CantAttackUnlessDefenderControls(land.group(1)),)
        pays = re.fullmatch(_UNLESS_PAYS, tail)
        if pays is not None:
            # "unless its controller pays {N}": a cost to attack (508.1g-h)
            return (AttackCost(int(pays.group(1)), bool(pays.group(2))),)
        return (_NOT_MODELLED,)

    def can_attack(self, c: list[Any]) -> tuple[object, ...]:
        tail = next((str(t) for t in c if isinstance(t, Token)), "").strip()
        if re.fullmatch(r"as though (it|they) had haste", tail):
            # a permission to attack (302.6, 702.10b), not the keyword: it
            # grants no haste
            return (CanAttackAsThoughHaste(),)
        if tail.startswith("as though"):
            raise Unmodelled("a rule on attacking under a condition the engine does not read")
        return (_NOT_MODELLED,)

    def cant_block_source(self, c: list[Any]) -> tuple[object, ...]:
        return (_CANT_BLOCK_SOURCE,)

    def enters_sentence(self, c: list[Any]) -> Traits:
        raise NoEffect("it applies as the permanent enters, before combat")

    def exert_sentence(self, c: list[Any]) -> Traits:
        raise NoEffect("a choice made as attackers are declared")

    # outside_sentence: forms whose event lies outside the window (card.lark)
    def cost_change(self, c: list[Any]) -> Traits:
        raise NoEffect("a change to what a spell costs, paid as it is cast (601.2f)")

    def enters_any(self, c: list[Any]) -> Traits:
        raise NoEffect("it applies as a permanent enters, before blocks (614.1c)")

    def escapes_with(self, c: list[Any]) -> Traits:
        raise NoEffect(
            "it applies as the permanent escapes onto the battlefield, before blocks"
            " (702.138c, 614.1c): its counters are on the board"
        )

    def face_up(self, c: list[Any]) -> Traits:
        raise NoEffect("turning it face up is a special action, a player's choice (702.37e)")

    def untap_rule(self, c: list[Any]) -> Traits:
        raise NoEffect("it acts in an untap step (502.3)")

    def attack_rule(self, c: list[Any]) -> Traits:
        only = [x for x in c if getattr(x, "data", None) == "attack_only"]
        words = [t for tree in only for t in tree.children if isinstance(t, Token)]
        tail = next((str(t) for t in words if t.type == "ATTACK_TAIL"), "")
        if any(t.type == "ATTACKS" for t in words) or tail.startswith("as though"):
            # a requirement (508.1d) or a permission (702.3b, 302.6) that the
            # attacks command reads, under a condition it does not
            raise Unmodelled("a rule on attacking under a condition the engine does not read")
        raise NoEffect("a rule on attacking, applied as attackers are declared (508.1)")

    def cast_rule(self, c: list[Any]) -> Traits:
        raise NoEffect("a rule on casting spells; no spell is cast between blocks and damage")

    def spell_damage(self, c: list[Any]) -> Traits:
        raise NoEffect("it changes damage dealt by spells; combat damage is dealt by creatures")

    def target_rule(self, c: list[Any]) -> Traits:
        raise NoEffect("a rule on the targets of spells (115); no spell is cast in the window")

    def no_effect_keywords(self, c: list[Any]) -> Traits:
        raise NoEffect("keywords with no effect on blocks or combat damage, under a condition")

    def attacks_each_combat(self, c: list[Any]) -> tuple[object, ...]:
        return (AttacksEachCombat(),)

    def preds(self, c: list[Any]) -> tuple[object, ...]:
        return tuple(v for group in c if isinstance(group, tuple) for v in group)

    def group(self, c: list[Any]) -> Selector:
        sel: Selector = c[0]
        return sel

    def group_union(self, c: list[Any]) -> Selector:
        # "Goblins you control and Elementals you control have menace"; in
        # "Zombies and Skeletons you control" the last noun's "you control"
        # reads with each noun
        # (session 8: it was read with the last only), and a leading "other"
        # ("Other Pests, Bats, and Spiders you control") with each too
        parts: list[Selector] = list(c)
        last = parts[-1].controller
        if last:
            parts = [p if p.controller else dataclasses.replace(p, controller=last) for p in parts]
        if parts[0].other:
            parts = [dataclasses.replace(p, other=True) for p in parts]
        return Selector(types=frozenset(), any_of=tuple(parts))

    def group_adjs(self, c: list[Any]) -> tuple[dict[str, Any], ...]:
        return tuple(c)

    def group_attacking_you(self, c: list[Any]) -> Selector:
        # "(all) creatures attacking you": attacking the source's controller
        # (506.3, 508.1b; session 10)
        [sel] = [x for x in c if isinstance(x, Selector)]
        return dataclasses.replace(sel, relation="attacking_you")

    def group_adj_union(self, c: list[Any]) -> Selector:
        """ "Other snow and Zombie creatures you control": a permanent with
        either quality; the other words read with each (205.4a, 205.3m)."""
        shared = [x for x in c if not isinstance(x, tuple)]
        adjs = next(x for x in c if isinstance(x, tuple))
        return Selector(types=frozenset(), any_of=tuple(self.sel([*shared, a]) for a in adjs))

    def subtype_token_noun(self, c: list[Any]) -> dict[str, Any]:
        # "Zombie tokens": tokens (111.1) with that subtype, of its card type
        kind, name = subtype_table()[_words(c)[0]]
        return {"types": frozenset({kind}), "subtypes": frozenset({name}), "token": True}

    def planeswalker_noun(self, c: list[Any]) -> dict[str, Any]:
        name = str(c[0])
        return {"types": frozenset({"planeswalker"}), "subtypes": frozenset({name})}
