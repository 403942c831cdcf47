"""Transformer methods for whole sentences of card.lark: a permanent's own
abilities and a group's static effects (613), prevention (615), lures
(509.1c), rules on attacking for the whole board (508.1), damage
replacement and prevention abilities (614, 615) and triggers whose effect
lies outside blocks and combat damage. Mixed into the grammar's
transformer; lark is imported with this module, which only the
transformer imports (when parsing).
"""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from typing import Any

from lark import Token

from mtgcombat.core.abilities import (
    AttackTax,
    BlockableDespiteLandwalk,
    BlockCost,
    BlockRule,
    Bushido,
    CanBlockAsThoughReach,
    CanBlockShadow,
    CanBlockTapped,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBlockSel,
    CreaturesCantAttackYou,
    DamageRule,
    Goads,
    Landwalk,
    Lure,
    LureSel,
    MaxAttackersEachCombat,
    MaxBlockersEachCombat,
    PlayerEffect,
    PowerCantAttack,
    PreventFrom,
    Protection,
    Selector,
    StaticEffect,
)
from mtgcombat.text.keywords import keyword_table, parse_keywords
from mtgcombat.text.phrase_values import _PhraseValues
from mtgcombat.text.traits import BEFORE_ATTACKERS, NoEffect, Traits, Unmodelled
from mtgcombat.text.values import (
    _ABILITY_TYPES,
    _ANY_PERMANENT,
    _ANY_SOURCE,
    _CANT_BLOCK_SOURCE,
    _CONDITION_TYPES,
    _WHILE_COUNTER,
    SELF_SELECTOR,
    _group_traits,
    _own_traits,
    _tokens,
)

_DELAYED = r"(?:at end of combat|at the beginning of the next end step)"
_DELAYED_FIRST = rf"^{_DELAYED},|^[^,]*\b{_DELAYED}$"
_FOLLOWS_IT = (
    r"^if (?:you|the player|that player|a player|they) (?:do|does|don't|doesn't)\b"
    r"|^if you (?:win|lose) the flip\b"
)


def _delayed_after_damage(effect: str) -> bool:
    """Whether a trigger's whole effect waits for the end of combat (511) or
    the next end step (513): its first sentence is delayed ("at end of
    combat, sacrifice it", "destroy that creature at end of combat") and
    each later sentence only follows from it ("if you do, ...", "if you
    lose the flip, ...")."""
    sentences = [s.strip() for s in re.split(r"\.\s+", effect.strip().rstrip(". ")) if s.strip()]
    if not sentences or not re.search(_DELAYED_FIRST, sentences[0]):
        return False
    return all(re.search(_FOLLOWS_IT, s) for s in sentences[1:])


# What an attack trigger's effect can do to blocks or combat damage, besides
# the combat words and keywords (mentions_combat): a permanent tapped,
# destroyed, moved or given counters, a fight, a change of control, life
# totals. Cards moved between hand, library and graveyard, mana, energy and
# permanents put onto the battlefield neither attacking nor blocking (as
# though they had entered before combat) change neither.
_CHANGES_COMBAT = re.compile(
    r"\b(tap|taps|untap|untaps|destroy|destroys|sacrifice|sacrifices|fight|fights|control of"
    r"|counters? on|life|phases? out|goad|detain|bolster|attach|copy|copies"
    r"|return|exile|exiles|damage|prevent|remove|can't|must|becomes?"
    r"|roll|flip|choose (?:one|two|up to)|where x is)\b"
    r"|[+-][x\d]+/[+-][x\d]+"
)
# cards moved off the battlefield ("exile the top card of your library",
# "return target creature card from your graveyard to your hand")
_CARDS_MOVED = re.compile(
    r"\b(exile|return|put)\b(?:(?!counter|\+)[^.,;])*?\bcards?\b(?![^.]*\bbattlefield\b)"
)


def attack_effect_changes_combat(effect: str) -> bool:
    """Whether the effect of a trigger on attacking ("whenever ~ attacks,
    EFFECT") can change blocks or combat damage: it resolves in the declare
    attackers step (508.2a), before blockers are declared. An effect the
    grammar does not read and that can is not modelled; one that can't
    (drawing, scrying, mana, energy) has no effect on combat.

    >>> attack_effect_changes_combat("target creature can't block this turn")
    True
    >>> attack_effect_changes_combat("draw a card, then discard a card")
    False
    """
    text = re.sub(r"\([^()]*\)", " ", effect)
    text = _CARDS_MOVED.sub(" ", text)
    # a permanent kept tapped in an untap step after combat (502.3)
    text = re.sub(r"\b(doesn't|don't) untap during [^.]*", " ", text)
    return (
        _CHANGES_COMBAT.search(text) is not None
        or _COMBAT_WORDS.search(text) is not None
        or _combat_keywords().search(text) is not None
    )


# the parser's combat words (mtgcombat.text.parser.mentions_combat), which
# imports this module
_COMBAT_WORDS = re.compile(
    r"\b(block|blocks|blocked|blocking|attack|attacks|attacked|attacking|combat|power|toughness)\b"
)


@cache
def _combat_keywords() -> re.Pattern[str]:
    """The keywords the engine reads, as a pattern (haste aside: 302.6 only)."""
    names = [n for n, i in keyword_table().items() if i.combat not in ("no_effect",)]
    names = sorted((n for n in names if n != "haste"), key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b")


class _SentenceValues(_PhraseValues):
    """The sentences' transformer methods (over the phrases' methods, which
    a sentence's method may call)."""

    # sentences: each gives Traits (or raises NoEffect / Unmodelled)
    def self_sentence(self, c: list[Any]) -> Traits:
        return _own_traits(next(x for x in c if isinstance(x, tuple)))

    def group_sentence(self, c: list[Any]) -> Traits:
        group: Selector = c[0]
        values: tuple[object, ...] = c[1]
        if _CANT_BLOCK_SOURCE in values:
            # "creatures with power less than ~'s power can't block it" is the
            # source's own restriction: it can't be blocked by them (509.1b)
            if len(values) > 1:
                raise Unmodelled('more than one effect with "can\'t block it"')
            return Traits(block_rules=frozenset({CantBeBlockedBy(group)}))
        return _group_traits(group, values)

    def group_sentence_creature(self, c: list[Any]) -> Traits:
        """ "Each land gets +2/+2 as long as it's a creature": each member of
        the group while it is a creature, that is the group's creatures
        (read in each layer after type-changing effects, 613.1d)."""
        group: Selector = c[0]
        if group.any_of:
            raise Unmodelled('"as long as it\'s a creature" on a group of several kinds')
        creatures = dataclasses.replace(group, types=group.types | {"creature"})
        return self.group_sentence([creatures, c[1]])

    def player_protection(self, c: list[Any]) -> Traits:
        qualities = frozenset(p.quality for p in c[0] if isinstance(p, Protection))
        return Traits(statics=(PlayerEffect(protection=qualities),))

    def player_hexproof(self, c: list[Any]) -> Traits:
        return Traits(statics=(PlayerEffect(keywords=frozenset({"hexproof"})),))  # 702.11c

    def opponents_cant_cast(self, c: list[Any]) -> Traits:
        # "Your opponents can't cast spells during combat" (101.2)
        return Traits(statics=(PlayerEffect(who="opponents", cant_cast="combat"),))

    def opponents_cant_cast_your_turn(self, c: list[Any]) -> Traits:
        # "Your opponents can't cast spells during your turn" (101.2)
        return Traits(statics=(PlayerEffect(who="opponents", cant_cast="your_turn"),))

    def players_cant_cast(self, c: list[Any]) -> Traits:
        # "Players can't cast spells during combat": each player, its
        # controller too (101.2)
        return Traits(statics=(PlayerEffect(who="each", cant_cast="combat"),))

    def player_shroud(self, c: list[Any]) -> Traits:
        return Traits(statics=(PlayerEffect(keywords=frozenset({"shroud"})),))  # 702.18a

    def life_floor(self, c: list[Any]) -> Traits:
        return Traits(statics=(PlayerEffect(life_floor=True),))

    def life_floor_if(self, c: list[Any]) -> Traits:
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        return Traits(statics=(PlayerEffect(life_floor=True, condition=condition),))

    def cant_lose(self, c: list[Any]) -> Traits:
        return Traits(statics=(PlayerEffect(cant_lose=True),))

    def zero_life_ok(self, c: list[Any]) -> Traits:
        # "you don't lose the game for having 0 or less life" (704.5a not applied)
        return Traits(statics=(PlayerEffect(zero_life_ok=True),))

    def prevent_sentence(self, c: list[Any]) -> Traits:
        how, sel = c[0], c[1]
        effect = StaticEffect(
            sel, prevent_dealt_by=how in ("by", "both"), prevent_dealt_to=how in ("to", "both")
        )
        return Traits(statics=(effect,))

    def prevent_self_from_all(self, c: list[Any]) -> Traits:
        sel = next(x for x in c if isinstance(x, Selector))
        shield = PreventFrom(sel, noncombat=True)
        return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=shield),))

    def prevent_self_from_combat(self, c: list[Any]) -> Traits:
        sel = next(x for x in c if isinstance(x, Selector))
        shield = PreventFrom(sel)
        return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=shield),))

    def can_block_shadow(self, c: list[Any]) -> tuple[object, ...]:
        return (CanBlockShadow(),)

    def rel_blocking_it(self, c: list[Any]) -> dict[str, Any]:
        return {"relation": "blocking_it"}

    def rel_blocked_by_it(self, c: list[Any]) -> dict[str, Any]:
        return {"relation": "blocked_by_it"}

    def rel_in_block(self, c: list[Any]) -> dict[str, Any]:
        return {"relation": "in_block_with_it"}

    def prevent_self(self, c: list[Any]) -> Traits:
        how = c[0]
        effect = StaticEffect(
            SELF_SELECTOR,
            prevent_dealt_by=how in ("by", "both"),
            prevent_dealt_to=how in ("to", "both"),
        )
        return Traits(statics=(effect,))

    def prevent_self_to(self, c: list[Any]) -> Traits:
        # all damage, combat or not (block triggers deal noncombat damage)
        return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=_ANY_SOURCE),))

    def prevent_self_any(self, c: list[Any]) -> Traits:
        if c[0] == "to":
            return self.prevent_self_to(c)
        if c[0] == "both":
            # "to and dealt by ~": all damage dealt to it, from any source
            # (a spell's too: 615.1a), as "to ~" reads
            effect = StaticEffect(
                SELF_SELECTOR, prevent_dealt_by=True, prevent_dealt_to=True,
                prevent_from=_ANY_SOURCE,
            )  # fmt: skip
            return Traits(statics=(effect,))
        return self.prevent_self(c)

    def while_preds(self, c: list[Any]) -> tuple[object, ...]:
        return self.preds(c)

    def while_sentence(self, c: list[Any]) -> Traits:
        role = next(str(t) for t in c if isinstance(t, Token) and t.type == "ROLE")
        values: tuple[object, ...] = next(x for x in c if isinstance(x, tuple))
        affected = dataclasses.replace(SELF_SELECTOR, role=role)  # type: ignore[arg-type]
        traits = _group_traits(affected, values)
        if any(not isinstance(g, _ABILITY_TYPES) for s in traits.statics
               if isinstance(s, StaticEffect) for g in s.grants):  # fmt: skip
            raise Unmodelled("a blocking rule that holds only while it attacks or blocks")
        return traits

    def prevent_by(self, c: list[Any]) -> str:
        return "by"

    def prevent_to(self, c: list[Any]) -> str:
        return "to"

    def prevent_both(self, c: list[Any]) -> str:
        return "both"

    def lure_sentence(self, c: list[Any]) -> Traits:
        sel: Selector = c[0]
        rule: BlockRule = Lure() if sel == Selector() else LureSel(sel)
        own, host = c[1]
        statics = (StaticEffect(host, grants=(rule,)),) if host is not None else ()
        return Traits(block_rules=frozenset({rule}) if own else frozenset(), statics=statics)

    def lure_self(self, c: list[Any]) -> tuple[bool, Selector | None]:
        return (True, None)

    def lure_host(self, c: list[Any]) -> tuple[bool, Selector | None]:
        return (False, next(x for x in c if isinstance(x, Selector)))

    def lure_both(self, c: list[Any]) -> tuple[bool, Selector | None]:
        return (True, next(x for x in c if isinstance(x, Selector)))

    def landwalk_blockable_sentence(self, c: list[Any]) -> Traits:
        # every creature's landwalk abilities stop no blocker (702.14c, 509.1b): given
        # to all creatures, it matters only to those with landwalk
        rule = BlockableDespiteLandwalk("")
        return Traits(statics=(StaticEffect(Selector(), grants=(rule,)),))

    def max_blockers_sentence(self, c: list[Any]) -> Traits:
        count = next(x for x in c if isinstance(x, int))
        return Traits(block_rules=frozenset({MaxBlockersEachCombat(count)}))

    # attack_board_sentence: rules on attacking for the whole board (508.1)
    def cant_attack_you(self, c: list[Any]) -> Traits:
        return Traits(block_rules=frozenset({CreaturesCantAttackYou(False)}))

    def cant_attack_you_or_walkers(self, c: list[Any]) -> Traits:
        return Traits(block_rules=frozenset({CreaturesCantAttackYou(True)}))

    def cant_attack_you_host(self, c: list[Any]) -> Traits:
        # an Aura's (or Equipment's) restriction of its host; "you" is
        # the controller of the permanent with the sentence (508.1c)
        return Traits(block_rules=frozenset({CreaturesCantAttackYou(False, host=True)}))

    def cant_attack_you_or_walkers_host(self, c: list[Any]) -> Traits:
        return Traits(block_rules=frozenset({CreaturesCantAttackYou(True, host=True)}))

    def cant_attack_you_sel(self, c: list[Any], walkers: bool = False) -> Traits:
        # "creatures without flying can't attack you" (508.1c): only those,
        # read relative to the permanent that has the rule
        sel = next(x for x in c if isinstance(x, Selector))
        if sel.host:
            return Traits(block_rules=frozenset({CreaturesCantAttackYou(walkers, host=True)}))
        if sel == Selector(types=frozenset({"creature"})):
            return Traits(block_rules=frozenset({CreaturesCantAttackYou(walkers)}))
        rule = CreaturesCantAttackYou(walkers, selector=sel)
        return Traits(block_rules=frozenset({rule}))

    def cant_attack_you_sel_walkers(self, c: list[Any]) -> Traits:
        return self.cant_attack_you_sel(c, walkers=True)

    def power_cant_attack(self, c: list[Any]) -> Traits:
        power = next(x for x in c if isinstance(x, int))
        return Traits(block_rules=frozenset({PowerCantAttack(power)}))

    def max_attackers(self, c: list[Any]) -> Traits:
        count = next(x for x in c if isinstance(x, int))
        return Traits(block_rules=frozenset({MaxAttackersEachCombat(count)}))

    def tax_payment(self, c: list[Any]) -> int:
        # a tax in generic mana (508.1g); {X}, Phyrexian or coloured
        # mana is a cost the engine does not count
        mana = next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA")
        if not mana[1:-1].isdigit():
            raise Unmodelled(f"an attack cost of {mana} (508.1g)")
        return int(mana[1:-1])

    def attack_tax(self, c: list[Any]) -> Traits:
        amount = next(x for x in c if isinstance(x, int))
        return Traits(block_rules=frozenset({AttackTax(amount)}))

    def attack_tax_walkers(self, c: list[Any]) -> Traits:
        amount = next(x for x in c if isinstance(x, int))
        return Traits(block_rules=frozenset({AttackTax(amount, planeswalkers=True)}))

    def attack_tax_counters(self, c: list[Any]) -> Traits:
        mana = next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA")
        if mana != "{x}":
            raise Unmodelled(f"an attack cost of {mana} (508.1g)")
        return Traits(block_rules=frozenset({AttackTax(1, planeswalkers=True, per_counter=True)}))

    def block_tax(self, c: list[Any]) -> Traits:
        amount = next(x for x in c if isinstance(x, int))
        return Traits(block_rules=frozenset({BlockCost(amount, everyone=True)}))

    def attack_board_cond(self, c: list[Any]) -> Traits:
        # the rule is the permanent's own as long as the condition holds (611.3a):
        # a static effect on itself that gives it the rule
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        traits = next(x for x in c if isinstance(x, Traits))
        if traits != Traits(block_rules=traits.block_rules) or not traits.block_rules:
            raise Unmodelled("a rule on attacking or blocking under a condition")
        rules = tuple(sorted(traits.block_rules, key=str))
        return Traits(statics=(StaticEffect(SELF_SELECTOR, grants=rules, condition=condition),))

    def goad_opponents(self, c: list[Any]) -> Traits:
        return Traits(block_rules=frozenset({Goads()}))

    def goad_host(self, c: list[Any]) -> Traits:
        return Traits(block_rules=frozenset({Goads(host=True)}))

    def cant_block_or_be_blocked_by(self, c: list[Any]) -> tuple[object, ...]:
        return (*(CantBlockSel(s) for s in c[0]), *(CantBeBlockedBy(s) for s in c[0]))

    def cant_be_blocked_alone(self, c: list[Any]) -> tuple[object, ...]:
        return (CantBeBlockedAlone(),)

    def blockable_despite(self, c: list[Any]) -> tuple[object, ...]:
        (walk,) = parse_keywords(str(c[-1]))
        if not isinstance(walk, Landwalk):
            raise Unmodelled(f'"as though it didn\'t have {c[-1]}"')
        return (BlockableDespiteLandwalk(walk.land_type),)

    def block_as_though_reach(self, c: list[Any]) -> tuple[object, ...]:
        return (CanBlockAsThoughReach(next(x for x in c if isinstance(x, Selector))),)

    def can_block_tapped(self, c: list[Any]) -> tuple[object, ...]:
        return (CanBlockTapped(),)

    def by_toughness_all(self, c: list[Any]) -> Traits:
        return Traits(statics=(StaticEffect(Selector(), by_toughness=True),))

    def unblocked_sentence(self, c: list[Any]) -> Traits:
        return Traits(assign_as_though_unblocked=True)

    def double_sentence(self, c: list[Any]) -> Traits:
        return Traits(deals_double_damage=True)

    # damage replacement and prevention abilities (614, 615)
    def dmg_plain(self, c: list[Any]) -> Traits:
        rule: DamageRule = c[0]
        if rule == DamageRule("prevent", to=SELF_SELECTOR):
            # the same as "prevent all damage that would be dealt to ~"
            return Traits(statics=(StaticEffect(SELF_SELECTOR, prevent_from=_ANY_SOURCE),))
        return Traits(statics=(rule,))

    def dmg_cond(self, c: list[Any]) -> Traits:
        condition = next(x for x in c if isinstance(x, _CONDITION_TYPES))
        rule = next(x for x in c if isinstance(x, DamageRule))
        return Traits(statics=(dataclasses.replace(rule, condition=condition),))

    @staticmethod
    def _dmg(c: list[Any], **fixed: Any) -> DamageRule:
        parts: dict[str, Any] = {}
        for x in c:
            if isinstance(x, dict):
                parts.update(x)
        parts.update(fixed)
        holder = parts.pop("holder", "")
        if holder and (holder == "self") != (parts.get("to") == SELF_SELECTOR):
            # 615.5: the counters go on the permanent the damage was prevented to
            raise Unmodelled("counters put on a permanent other than the one dealt the damage")
        if holder and parts.get("players") is not None:
            raise Unmodelled("counters put as damage to a player is prevented")
        return DamageRule(**parts)

    def dmg_source(self, c: list[Any]) -> DamageRule:
        return self._dmg(c)

    def dmg_dealt(self, c: list[Any]) -> DamageRule:
        rule = self._dmg(c)
        if _WHILE_COUNTER in c:
            if rule.to is None or rule.players is not None:
                raise Unmodelled("a counter condition on a player")
            rule = dataclasses.replace(rule, to=dataclasses.replace(rule.to, counter="+1/+1"))
        return rule

    def dmg_self_dealt(self, c: list[Any]) -> DamageRule:
        return self._dmg(c, to=SELF_SELECTOR)

    def dmg_per_counter(self, c: list[Any]) -> DamageRule:
        return DamageRule("prevent_per_counter", to=SELF_SELECTOR)

    def dmg_prevent_to(self, c: list[Any]) -> DamageRule:
        sel = next(x for x in c if isinstance(x, Selector))
        if "noncombat" in _tokens(c):
            return DamageRule("prevent", to=sel, combat="noncombat")
        return DamageRule("prevent", to=sel)

    def dmg_prevent_by_self(self, c: list[Any]) -> DamageRule:
        sel = next(x for x in c if isinstance(x, Selector))
        return DamageRule("prevent", source=SELF_SELECTOR, to=sel)

    def dmg_redirect(self, c: list[Any]) -> DamageRule:
        return self._dmg(c, does="redirect")

    def dmg_unpreventable(self, c: list[Any]) -> DamageRule:
        return DamageRule("unpreventable", source=SELF_SELECTOR, players="each", to=_ANY_PERMANENT)

    def dmg_exile_if_dies(self, c: list[Any]) -> DamageRule:
        return DamageRule("exile_if_dies", source=SELF_SELECTOR, to=Selector())

    def dmg_exile_dying_self(self, c: list[Any]) -> DamageRule:
        # "if ~ would die, exile it instead" (614.1a): no damage is read
        return DamageRule("exile_dying", to=SELF_SELECTOR)

    def dmg_exile_dying(self, c: list[Any]) -> DamageRule:
        selector = next(x for x in c if isinstance(x, Selector))
        if "creature" not in selector.types:
            raise Unmodelled(f"{selector} dying: only a creature's death is read")
        return DamageRule("exile_dying", to=selector)

    def dwhich(self, c: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        amounts = [x for x in c if isinstance(x, int)]
        if amounts:
            out["at_most"] = amounts[0]
        words = _tokens(c)
        if "combat" in words:
            out["combat"] = "combat"
        elif "noncombat" in words:
            out["combat"] = "noncombat"
        return out

    def dsrc_self(self, c: list[Any]) -> dict[str, Any]:
        return {"source": SELF_SELECTOR}

    def dsrc_sel(self, c: list[Any]) -> dict[str, Any]:
        sel: Selector = c[0]
        return {} if sel == _ANY_PERMANENT else {"source": sel}

    def drcpts(self, c: list[Any]) -> dict[str, Any]:
        groups = {x[1] for x in c if x[0] == "p"}
        sels = [x[1] for x in c if x[0] == "s"]
        if any(x[0] == "any" for x in c):  # "a permanent or player"
            groups.add("each")
            sels.append(_ANY_PERMANENT)
        out: dict[str, Any] = {}
        if groups:
            out["players"] = "each" if "each" in groups or len(groups) > 1 else next(iter(groups))
        if len(sels) == 1:
            out["to"] = sels[0]
        elif sels:
            out["to"] = Selector(types=frozenset(), any_of=tuple(sels))
        return out

    def dr_you(self, c: list[Any]) -> tuple[str, object]:
        return ("p", "you")

    def dr_opponent(self, c: list[Any]) -> tuple[str, object]:
        return ("p", "opponents")

    def dr_player(self, c: list[Any]) -> tuple[str, object]:
        return ("p", "each")

    def dr_any(self, c: list[Any]) -> tuple[str, object]:
        return ("any", None)

    def dr_self(self, c: list[Any]) -> tuple[str, object]:
        return ("s", SELF_SELECTOR)

    def dr_sel(self, c: list[Any]) -> tuple[str, object]:
        return ("s", c[0])

    def dwhile(self, c: list[Any]) -> object:
        return _WHILE_COUNTER

    def dthere(self, c: list[Any]) -> object:
        return None

    def dby_unblocked(self, c: list[Any]) -> dict[str, Any]:
        return {"unblocked": True}

    def dby_sel(self, c: list[Any]) -> dict[str, Any]:
        return {"source": c[0]}

    def dt_prevent(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "prevent"}

    def dt_prevent_n(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "prevent_n", "amount": next(x for x in c if isinstance(x, int))}

    def dt_prevent_all_but(self, c: list[Any]) -> dict[str, Any]:
        amount = next(x for x in c if isinstance(x, int))
        return {"does": "prevent_all_but", "amount": amount}

    def dt_prevent_half(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "prevent_half"}

    def dt_double(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "double"}

    def dt_plus(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "plus", "amount": next(x for x in c if isinstance(x, int))}

    def dt_minus(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "plus", "amount": -next(x for x in c if isinstance(x, int))}

    def dt_half(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "half"}

    def dt_counters(self, c: list[Any]) -> dict[str, Any]:
        plus = "+1/+1" in _tokens(c)
        return {"does": "plus_counters" if plus else "minus_counters"}

    def dt_prevent_one_counter(self, c: list[Any]) -> dict[str, Any]:
        if "+1/+1" not in _tokens(c):
            raise Unmodelled("a counter other than +1/+1 put as damage is prevented")
        return {"does": "prevent_plus_one", "holder": "self"}

    def dt_prevent_each_counter(self, c: list[Any]) -> dict[str, Any]:
        words = _tokens(c)
        if "+1/+1" not in words and "-1/-1" not in words:
            raise Unmodelled("a counter other than +1/+1 or -1/-1 put as damage is prevented")
        does = "prevent_plus_each" if "+1/+1" in words else "prevent_minus_each"
        return {"does": does, "holder": next(x for x in c if x in ("self", "that"))}

    def dt_holder_self(self, c: list[Any]) -> str:
        return "self"

    def dt_holder_that(self, c: list[Any]) -> str:
        return "that"

    def dt_remove_all(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "prevent_remove_all"}

    def dt_remove_one(self, c: list[Any]) -> dict[str, Any]:
        return {"does": "prevent_remove_one"}

    def bushido_trigger(self, c: list[Any]) -> Traits:
        amounts = [int(str(t)) for t in c if isinstance(t, Token) and t.type == "INT"]
        if amounts[0] != amounts[1]:
            raise Unmodelled("a trigger on blocking that is not bushido (702.45)")
        return Traits(abilities=frozenset({Bushido(amounts[0])}))

    def trigger(self, c: list[Any]) -> Traits:
        event = next(str(t) for t in c if isinstance(t, Token) and t.type == "EVENT")
        effect = next(str(t) for t in c if isinstance(t, Token) and t.type == "REST")
        if _delayed_after_damage(effect):
            # a delayed effect at the end of combat step (511) or the end
            # step (513), after damage: nothing happens before it
            raise NoEffect("its effect waits for the end of combat or the end step, after damage")
        if re.search(r"\bblock(s|ed)?\b", event):
            raise Unmodelled(
                f'a trigger on blocking ("{event.strip()}") resolves before combat '
                "damage and is not modelled"
            )
        if re.search(r"\battacks?\b", event) and attack_effect_changes_combat(effect):
            raise Unmodelled(
                f'a trigger on attacking ("{event.strip()}") resolves as attackers are '
                "declared (508.2a), before blocks, and its effect is not modelled"
            )
        raise NoEffect(f'its trigger ("{event.strip()}") is outside blocks and combat damage')

    def timed_trigger(self, c: list[Any]) -> Traits:
        if re.match(r"the beginning of (?:each |the )?combat\b", str(c[0]).strip()):
            raise NoEffect(BEFORE_ATTACKERS)  # the beginning of combat step (507.1)
        raise NoEffect("a trigger at a point in the turn outside blocks and combat damage")

    def activated(self, c: list[Any]) -> Traits:
        raise NoEffect("an activated ability (a player's choice)")

    def start(self, c: list[Any]) -> Traits:
        traits: Traits = c[0]
        return traits
