"""An instant's or sorcery's whole Oracle text read as a spell of the
timeline (608.2): each sentence with the ``spell_sentence`` grammar
(:func:`~mtgcombat.text.spells.parse_spell`), one target for the card (601.2c)
that later sentences name "it", and a modal spell's modes ("Choose one —",
700.2) each read alone.

Lines with no effect as the spell resolves are passed over
(:data:`~mtgcombat.text.spell_inert.INERT`):
keyword abilities that work elsewhere (cycling, convoke, split second...), a
cast restriction the timeline's point already meets ("Cast this spell only
during combat."), "This spell can't be countered." and "Scry N." (121.1-like
actions off the battlefield). Any other sentence the grammar does not read
makes the card (or its mode) unmodelled: :class:`SpellCardError` names it.

>>> card = read_spell_card("Untap target creature. It gets +1/+1 until end of turn.", "Lift")
>>> [str(e) for e in card.modes[0].effects]
['untap the target', 'the target gets +1/+1 until end of turn']
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from mtgcombat.core.abilities import DestroyEffect, Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.rules.spell_conditions import ConditionalEffect
from mtgcombat.rules.spell_removal import GroupRemovalEffect
from mtgcombat.rules.spell_sacrificed import reads_sacrificed as paid_reading  # session 13
from mtgcombat.rules.timeline import Spell, SpellEffect
from mtgcombat.text.fog_values import prevented_life  # issue 33 (session 13): 615.5
from mtgcombat.text.normalize import self_name_forms
from mtgcombat.text.spell_add_costs import paid_cost, sacrifice_filter  # 601.2b
from mtgcombat.text.spell_compound import split_and  # issue 33 (session 12): 608.2c
from mtgcombat.text.spell_costs import cast_option
from mtgcombat.text.spell_damage_riders import own_damage_unpreventable  # issue 33 (session 7)
from mtgcombat.text.spell_delayed import delayed_parts  # issue 33 (session 7): 603.7a
from mtgcombat.text.spell_extra import extra_parts  # issue 33
from mtgcombat.text.spell_if import conditions_first  # issue 33 (session 9): 608.2c
from mtgcombat.text.spell_inert import INERT_LINE
from mtgcombat.text.spell_kicker import kicked_clause, kicked_damage, kicked_parts, kicker_cost
from mtgcombat.text.spell_mode_heads import modal_head, more_reason  # issue 33 (session 12): 700.2d
from mtgcombat.text.spell_more_values import Instead, instead_parts, without_also
from mtgcombat.text.spell_optional_costs import has_optional_sacrifice, optional_sacrifice
from mtgcombat.text.spell_second import (  # issue 33
    another_parts,
    second_pump_parts,
    split_another,
)
from mtgcombat.text.spell_targets import plural_targets
from mtgcombat.text.spell_those import THOSE, those_parts  # issue 33 (session 12)
from mtgcombat.text.spell_values import _NOBODY, SpellError, _Parts

_KINDS = "artifact|creature|enchantment|land|planeswalker"
_SACRIFICE_COST = re.compile(
    r"^as an additional cost to cast (?:this spell|~), sacrifice an? "
    rf"(?P<kinds>(?:{_KINDS})(?: or (?:{_KINDS}))*)$"
)
"""An additional cost (601.2b): a permanent of one of these types is
sacrificed as the spell is cast (601.2h); the entry names which."""

_KICKER_SACRIFICE = re.compile(
    rf"^kicker\s*(?:—|-)\s*sacrifice an? (?P<kinds>(?:{_KINDS})(?: or (?:{_KINDS}))*)$"
)
"""A kicker cost (702.33a) that sacrifices one permanent of these types."""


def _kicker_sacrifice(plains: Sequence[str]) -> tuple[str, ...] | None:
    """The card types a kicker cost "Sacrifice a creature." sacrifices one of,
    or ``None`` for another kicker cost (two lands, a Goblin, a discard)."""
    for plain in plains:
        found = _KICKER_SACRIFICE.match(plain.rstrip("."))
        if found:
            return tuple(found["kinds"].split(" or "))
    return None


_DESTROYS = (DestroyEffect, GroupRemovalEffect)


def _then(effects: Sequence[object]) -> list[object]:
    """The effects, those a condition's "then" holds too (608.2c)."""
    return [x for e in effects for x in (e.then if isinstance(e, ConditionalEffect) else (e,))]


def _no_regeneration(effects: Sequence[SpellEffect]) -> tuple[SpellEffect, ...]:
    """ "It can't be regenerated." after a destruction, one under a
    condition too ("If ..., instead destroy that creature. It can't be
    regenerated.": issue 33, session 9): each destruction with no
    regeneration (701.15 in the 2023 rules, 701.19 now)."""
    made: list[SpellEffect] = []
    for effect in effects:
        if isinstance(effect, ConditionalEffect):
            then = _no_regeneration(effect.then)  # type: ignore[arg-type]
            made.append(dataclasses.replace(effect, then=then))
        elif isinstance(effect, _DESTROYS):
            made.append(dataclasses.replace(effect, regenerate=False))
        else:
            made.append(effect)
    return tuple(made)


"""What "It (They) can't be regenerated." qualifies (701.19c): a destruction."""


ALL_POINTS = ("declare-attackers", "declare-blockers", "first-strike-damage")
"""Every point of the timeline: an instant may be cast at any (117.1a)."""

TIMING: dict[str, tuple[str, ...]] = {
    "cast this spell only during combat": ("declare-attackers", "declare-blockers",
                                           "first-strike-damage"),
    "cast this spell only during combat before blockers are declared": ("declare-attackers",),
    "cast this spell only during the declare attackers step": ("declare-attackers",),
    "cast this spell only during the declare blockers step": ("declare-blockers",),
    "cast this spell only during combat after blockers are declared": (
        "declare-blockers", "first-strike-damage"),
    "cast this spell only before the combat damage step": (
        "declare-attackers", "declare-blockers"),
    "cast this spell only during the declare attackers step and only if you've been attacked "
    "this step": ("declare-attackers",),
    "cast this spell only during your turn and only during combat": ALL_POINTS,
    "cast this spell only during combat on an opponent's turn": ALL_POINTS,
    "cast this spell only during your turn and only during combat before blockers are "
    "declared": ("declare-attackers",),
    # issue 33 (session 6): more restrictions a point of the timeline meets
    "cast this spell only during your declare attackers step": ("declare-attackers",),
    "cast this spell only before combat or during combat before blockers are declared": (
        "declare-attackers",),
    "cast this spell only during the declare blockers step on an opponent's turn": (
        "declare-blockers",),
}  # fmt: skip
CASTER = {
    "cast this spell only during the declare attackers step and only if you've been attacked "
    "this step": "attacked",
    "cast this spell only during your turn and only during combat": "active",
    "cast this spell only during combat on an opponent's turn": "not_active",
    "cast this spell only during your turn and only during combat before blockers are "
    "declared": "active",
    "cast this spell only during your declare attackers step": "active",
    "cast this spell only during the declare blockers step on an opponent's turn": "not_active",
}  # fmt: skip
"""Who may cast a spell with such a restriction (601.3): a player attacked
this step, the active player, or another player."""
"""A cast restriction (601.3) and the timeline points that meet it."""


COMBAT_WORDS = re.compile(
    r"\b(creatures?|combat|attack(s|ing|ed)?|block(s|ing|ed)?|damage|fights?|power|toughness)\b"
    r"|[+-](\d+|x)/[+-](\d+|x)"
    # issue 33 (session 7): an artifact or a permanent may be a creature in the
    # combat (an artifact creature, 301.7; 110.1), and regeneration replaces
    # its destruction by lethal damage (701.19a); not a card or a spell
    r"|(?<!noncreature )\b(artifacts?|permanents?)\b(?! (cards?|spells?)\b)"
    r"|\bregenerat(e|ed|ion)\b",
    re.I,
)
"""The words of a sentence that can change a combat: a creature (its
stats, abilities, blocks, removal), combat, attacking and blocking, damage
and its prevention, fighting; an artifact or a permanent (which may be a
creature) and regeneration (issue 33, session 7)."""

OFF_COMBAT = re.compile(
    r"\b(non)?creature (spells?|cards?|types?)\b"
    r"|\bcreature or \w+ (spells?|cards?)\b"
    r"|\b\w+ or creature (spells?|cards?)\b"
    r"|\b(for each|the number of) [^.,;]*?creatures?( [^.,;]*?(you control|on the battlefield"
    r"|in your graveyard|that player controls|they control))?"
    # issue 33 (session 6): a spell or ability countered (701.6a) is on the
    # stack; a creature named in its conditions ("that targets a creature",
    # "if you control more creatures") changes no creature in combat. Damage
    # in the same sentence still counts.
    r"|\bcounter (?:target|that|it)\b(?:(?!damage)[^.])*"
    # issue 33 (session 7): artifacts and permanents counted for a cost
    # (702.41a) or named as cards (108.3) are no permanents in combat
    r"|\baffinity for artifacts\b"
    r"|\b(?:artifact|enchantment|permanent)s?(?: or (?:artifact|enchantment|permanent))? cards?\b",
    re.I,
)
"""Mentions of a creature that touch no combat: a creature spell (on the
stack, 112.1), a creature card (in a library, hand or graveyard, 108.3), a
creature type (205.3m), and creatures only counted ("for each creature you
control", "the number of creatures"): the count changes a life total or a
hand, not a creature in combat unless the sentence says so elsewhere;
and a spell or ability countered (701.6a: on the stack), whatever creature
its conditions name."""


def touches_combat(text: str) -> bool:
    """Whether a card's text (or one sentence) can change a combat (506):
    it names a creature on the battlefield, combat, attacking or blocking,
    damage or its prevention, power or toughness (:data:`COMBAT_WORDS`),
    once reminder text and the mentions that touch no combat
    (:data:`OFF_COMBAT`) are left out. "Counter target creature spell" or
    "Search your library for a creature card" change no combat; "Target
    player sacrifices a creature" does (a creature leaves the battlefield).

    >>> touches_combat("Counter target creature spell."), touches_combat("Choose a creature type.")
    (False, False)
    >>> touches_combat("You gain 1 life for each creature you control.")
    False
    >>> touches_combat("Target creature gets +1/+1 for each creature you control.")
    True
    >>> touches_combat("Target player sacrifices a creature (a creature they control).")
    True
    >>> touches_combat("Counter target spell that targets a creature.")
    False
    >>> touches_combat("Counter target spell and ~ deals 3 damage to target creature.")
    True
    >>> touches_combat("Destroy target artifact."), touches_combat("Regenerate target Beast.")
    (True, True)
    >>> touches_combat("Destroy target noncreature artifact.")
    False
    """
    while True:
        stripped = re.sub(r"\([^()]*\)", " ", text)
        if stripped == text:
            break
        text = stripped
    return bool(COMBAT_WORDS.search(OFF_COMBAT.sub(" ", text)))


class SpellCardError(SpellError):
    """A card's sentence the engine does not carry out: ``sentence`` as
    printed, ``detail`` why (how far the grammar read it).

    >>> try:
    ...     read_spell_card("Counter target spell.", "Cancel").spell()
    ... except SpellCardError as exc:
    ...     print(exc.sentence)
    Counter target spell.
    """

    def __init__(self, sentence: str, detail: str) -> None:
        super().__init__(detail)
        self.sentence = sentence


@dataclass(frozen=True, slots=True)
class SpellCard:
    """A card's text read as spells: ``modes`` holds one spell for a card
    without modes, else one per mode in printed order; ``choose`` is how
    many modes the card chooses (1 for "Choose one", 0 for "one or more"
    and "one or both"); ``problems`` maps a mode's index to the sentence
    it cannot carry out (a card without modes: index 0).

    >>> card = read_spell_card("Choose one \\u2014\\n\\u2022 Target creature gets +2/+2 until "
    ...     "end of turn.\\n\\u2022 Destroy target artifact.", "Choice")
    >>> card.choose, len(card.modes), card.modal
    (1, 2, True)
    """

    text: str
    modes: tuple[Spell, ...]
    choose: int = 1
    modal: bool = False
    problems: tuple[tuple[int, str, str], ...] = ()
    points: tuple[str, ...] = ("declare-attackers", "declare-blockers", "first-strike-damage")
    # (the points a cast restriction leaves: TIMING; who may cast it: CASTER)
    caster: str = ""
    # "Entwine {2}" (702.42): every mode may be chosen, its entwine cost paid
    entwine: bool = False
    # session 12: a mode may be chosen more than once (700.2d); the sentence
    # allowing more modes under a condition not checked ("If you control a
    # commander as you cast this spell, you may choose both.")
    repeat: bool = False
    more: str = ""

    def spell(self, mode: Sequence[int] = ()) -> Spell:
        """The spell cast with ``mode`` (1-based mode numbers; none for a
        card without modes). Raises :class:`SpellCardError` for a mode or
        card that is not modelled, :class:`ValueError` for a wrong choice
        of modes (700.2).

        >>> read_spell_card("Tap target creature.", "Tapper").spell().effects
        (SpellTapEffect(untap=False),)
        """
        if not self.modal:
            if mode:
                raise ValueError("mode_not_modal")
            self._check(0)
            return self.modes[0]
        if not mode:
            raise ValueError("mode_needed")
        if any(m < 1 or m > len(self.modes) for m in mode):
            raise ValueError("mode_out_of_range")
        if len(set(mode)) != len(mode) and not self.repeat:  # 700.2d
            raise ValueError("mode_out_of_range")
        if self.more and len(mode) > self.choose:
            raise SpellCardError(self.more, more_reason(self.more))
        entwined = self.entwine and len(mode) == len(self.modes)  # 702.42a
        if self.choose and len(mode) != self.choose and not entwined:
            raise ValueError("mode_count")
        for m in mode:
            self._check(m - 1)
        chosen = [self.modes[m - 1] for m in sorted(mode)]  # printed order (700.2d too)
        return _combine([(s, False) for s in chosen], self.text)

    def _check(self, index: int) -> None:
        for i, sentence, detail in self.problems:
            if i == index:
                raise SpellCardError(sentence, detail)

    @property
    def fully_modelled(self) -> bool:
        """Every sentence of every mode is carried out; of a modal card, a
        mode whose text touches no combat (:func:`touches_combat`: "Counter
        target spell.", "Return target creature card from your graveyard to
        your hand.") may be refused (when chosen) while the combat modes
        are carried out (700.2: the modes are chosen as it is cast).

        >>> read_spell_card("Draw a card.", "Cantrip").fully_modelled
        True
        >>> read_spell_card("Choose one \\u2014\\n\\u2022 Counter target spell.\\n\\u2022 Target "
        ...                 "creature gets +2/+2 until end of turn.", "Charm").fully_modelled
        True
        """
        if not self.modal:
            return not self.problems
        return not any(touches_combat(self.modes[i].text) for i, _, _ in self.problems)


_THEN_PROLIFERATE = r", then proliferate\.$"
"""A sentence's last effect "then proliferate" (701.34), read as a sentence of its own."""


def _sentences(line: str) -> list[str]:
    """The sentences of a line (a period then a capital starts the next),
    reminder text left out."""
    while True:
        stripped = re.sub(r"\([^()]*\)", " ", line)
        if stripped == line:
            break
        line = stripped
    parts = re.split(r"(?<=\.)\s+(?=[A-Z])", " ".join(line.split()))
    # "..., then proliferate.": two effects in their order (608.2c; 701.34)
    parts = [x for p in parts for x in re.sub(_THEN_PROLIFERATE, ".\0Proliferate.", p).split("\0")]
    return [p.strip() for p in parts if p.strip()]


def _self_text(sentence: str, name: str) -> str:
    """The card naming itself as the source of its damage: "~ deals"."""
    for form in sorted(self_name_forms(name), key=len, reverse=True):
        sentence = sentence.replace(f"{form} deals ", "~ deals ")
    return sentence.replace("This spell deals ", "~ deals ")


def _read_mode(
    lines: Sequence[str], name: str, kicked: bool = False
) -> tuple[Spell | None, str, str]:
    """The spell one mode (or a card without modes) reads as, or ``None``
    and the first sentence not carried out with why; ``kicked``: its kicker
    cost was paid (702.33d, :mod:`~mtgcombat.text.spell_kicker`)."""
    from mtgcombat.text.normalize import normalize  # noqa: PLC0415
    from mtgcombat.text.spells import _parse_parts  # noqa: PLC0415

    read: list[tuple[_Parts, str]] = []
    counts: dict[int, tuple[int, int]] = {}  # how many targets (601.2c)
    sacrifice: tuple[str, ...] = ()  # an additional cost (601.2h)
    sacrifice_sel: Selector | None = None  # session 13: "a Goblin", "a nonland permanent"
    life = discard = 0  # more additional costs (601.2b)
    for line in lines:
        # session 12: "... and untap it." is two instructions (608.2c)
        for sentence in (
            y for s in _sentences(line) for x in split_another(s) for y in split_and(x)
        ):
            plain = normalize(sentence, name)
            if INERT_LINE.match(plain) or plain in TIMING:
                continue
            if (
                plain in ("it can't be regenerated", "they can't be regenerated")
                and read
                and any(isinstance(e, _DESTROYS) for e in _then(read[-1][0].effects))
            ):
                last, text = read[-1]
                effects = _no_regeneration(last.effects)
                read[-1] = (
                    last.with_effects(effects),
                    text,
                )
                continue
            if plain == "the damage can't be prevented" and read:
                # 615.12: the damage of the sentence before it (issue 33, session 7)
                made = own_damage_unpreventable(read[-1][0])
                if made is not None:
                    read[-1] = (made, read[-1][1])
                    continue
            if plain == "you gain life equal to the damage prevented this way" and read:
                made = prevented_life(read[-1][0])  # 615.5 (issue 33, session 13)
                if made is not None:
                    read[-1] = (made, read[-1][1])
                    continue
            if plain in ("untap those creatures", "untap them") and read:
                # the creatures the previous sentence acted on (701.26b)
                those = _untap_those(read[-1][0], counts.get(len(read) - 1, (1, 1)))
                if those is not None:
                    read.append((those, sentence))
                    continue
            if read and THOSE.match(plain):  # session 12: the objects named before (608.2c)
                try:
                    those = those_parts(
                        sentence, read[-1][0], counts.get(len(read) - 1, (1, 1)), _parse_parts
                    )
                except SpellError as exc:
                    return None, sentence, exc.detail
                if those is not None:
                    read.append((those, sentence))
                    continue
            if cast_option(plain):  # the mana cost is paid (601.2f, 118.9)
                continue
            kick = kicked_clause(plain)
            if kick is not None:  # "If this spell was kicked, ..." (702.33d)
                if not kicked:
                    continue
                more = kicked_damage(read, kick[0]) if kick[1] else None  # session 7
                if more is not None:
                    if more:
                        return None, sentence, more
                    continue
                try:
                    clause = _parse_parts(plural_targets(kick[0])[0])
                except SpellError as exc:
                    return None, sentence, exc.detail
                problem = kicked_parts(read, clause, kick[1])
                if problem:
                    return None, sentence, problem
                continue
            optional = optional_sacrifice(plain)  # session 13: "you may sacrifice" (601.2b)
            if optional is not None:
                if not kicked:
                    continue  # not paid: the entry names no permanent
                plain = optional
            cost = _SACRIFICE_COST.match(plain)
            if cost:
                sacrifice = tuple(cost["kinds"].split(" or "))
                continue
            chosen = sacrifice_filter(plain, _parse_parts)  # session 13: 601.2b
            if chosen is not None:
                sacrifice, sacrifice_sel = chosen
                continue
            paid = paid_cost(plain)  # session 10: life, cards (601.2b, 119.4, 701.9)
            if paid is not None:
                life, discard = life + paid[0], discard + paid[1]
                continue
            if read and any(p.target is not None for p, _ in read):
                try:  # issue 33: a pump on a second target (601.2c, 115.1)
                    second = another_parts(sentence, _parse_parts)
                except SpellError as exc:
                    return None, sentence, exc.detail
                if second is None and _one_target(read, counts):
                    second = second_pump_parts(sentence, _parse_parts)
                if second is not None:
                    read.append((second, sentence))
                    continue
            try:  # issue 33 (session 7): a delayed ability for the next end step (603.7a)
                delayed = delayed_parts(sentence, read[-1][0] if read else None)
            except SpellError as exc:
                return None, sentence, exc.detail
            if delayed is not None:
                read.append((delayed, sentence))
                continue
            try:  # issue 33: a flicker (400.7), an attack requirement (508.1d)
                extra = extra_parts(sentence, _parse_parts)
            except SpellError as exc:
                return None, sentence, exc.detail
            if extra is not None:
                for part, count in extra:
                    read.append((part, sentence))
                    counts[len(read) - 1] = count
                continue
            first = conditions_first(sentence)  # session 9: "... instead if ..." (608.2c)
            singular, count = plural_targets(_self_text(without_also(first), name))
            try:
                parts = _parse_parts(singular)
            except SpellError as exc:
                return None, sentence, exc.detail
            if parts.effects and isinstance(parts.effects[0], Instead):
                # "If it's a Human, instead it gets +3/+3 ..." (608.2c)
                problem = instead_parts(read, parts)
                if problem:
                    return None, sentence, problem
                continue
            read.append((parts, sentence))
            counts[len(read) - 1] = count
    if not read:
        return None, " ".join(lines), "no effect the engine carries out"
    targets = [p for p, _ in read if p.target is not None]
    if len(targets) > 1:
        return None, read[-1][1], "a second target (one target a spell is modelled)"
    first_it = next((i for i, (p, _) in enumerate(read) if p.it), None)
    if first_it is not None:
        first_target = next((i for i, (p, _) in enumerate(read) if p.target is not None), None)
        if first_target is None or first_target > first_it:
            return None, read[first_it][1], '"it" names no target chosen before it'
        if read[first_target][0].target == _NOBODY:
            # a player is the target ("Target opponent sacrifices a creature."):
            # "that creature" is then the one sacrificed, not a target (issue 33)
            return None, read[first_it][1], '"it" names no creature chosen before it'
    spells = [
        (
            Spell(
                text,
                p.effects,
                p.target,
                p.also,
                p.players,
                count=counts.get(i, (1, 1)),
                opponents=p.opponents,
            ),
            p.it,
        )
        for i, (p, text) in enumerate(read)
    ]
    spell = _combine(spells, "\n".join(lines))
    if not sacrifice and not spell.sacrifice_cost and paid_reading(spell.effects):
        # session 13: "the sacrificed creature's power" with no such cost (601.2h)
        said = next(t for p, t in read if paid_reading(p.effects))
        return None, said, "no permanent is sacrificed to pay a cost of this spell (601.2h)"
    costed = dataclasses.replace(
        spell, sacrifice_cost=sacrifice, life_cost=life, sacrifice_filter=sacrifice_sel
    )
    return dataclasses.replace(costed, discard_cost=discard), "", ""


def _one_target(read: Sequence[tuple[_Parts, str]], counts: dict[int, tuple[int, int]]) -> bool:
    """Whether the sentences read so far name exactly one target (one word
    "target", 601.2c) and no second one: a later "Target creature gets ..."
    is then the spell's second target (issue 33)."""
    from mtgcombat.rules.spell_removal import second_target  # noqa: PLC0415

    targeted = [i for i, (p, _) in enumerate(read) if p.target is not None]
    if len(targeted) != 1 or counts.get(targeted[0], (1, 1)) != (1, 1):
        return False
    return second_target([e for p, _ in read for e in p.effects]) is None


def _untap_those(last: _Parts, count: tuple[int, int]) -> _Parts | None:
    """ "Untap those creatures." after a group's effect ("Creatures you
    control get +1/+2 until end of turn.") untaps that group; after several
    targets ("Up to two target creatures each get +0/+3"), the targets."""
    from mtgcombat.rules.spell_effects import GroupSpellEffect, SpellTapEffect  # noqa: PLC0415

    groups = [e for e in last.effects if isinstance(e, GroupSpellEffect)]
    if groups and last.target is None:
        return _Parts((GroupSpellEffect(groups[-1].affected, untap=True),), None)
    if last.target is not None and count != (1, 1):
        return _Parts((SpellTapEffect(untap=True),), None, it=True)
    return None


def _combine(spells: Sequence[tuple[Spell, bool]], text: str) -> Spell:
    """One spell doing the effects of ``spells`` in order (608.2c), with the
    one target among them."""
    effects: list[SpellEffect] = []
    target = None
    also: tuple[Selector, ...] = ()
    players = opponents = False
    count = (1, 1)
    cost: tuple[str, ...] = ()
    life = discard = 0
    for spell, _ in spells:
        effects.extend(spell.effects)
        cost = cost or spell.sacrifice_cost
        # each mode holds the card's cost lines: paid once (601.2b)
        life, discard = max(life, spell.life_cost), max(discard, spell.discard_cost)
        if spell.target is not None:
            if target is not None and (spell.target != target or spell.count != count):
                raise SpellCardError(spell.text, "a second target (one target a spell is modelled)")
            target, also, players, count = spell.target, spell.also, spell.players, spell.count
            opponents = spell.opponents
    return Spell(
        text.strip(), tuple(effects), target, also, players, count=count, sacrifice_cost=cost,
        opponents=opponents, life_cost=life, discard_cost=discard,
    )  # fmt: skip


def read_spell_card(text: str, name: str, kicked: bool = False) -> SpellCard:
    """The card's text read as a spell (:func:`_read_card`), its kicker
    cost paid with ``kicked`` (702.33d). A card with "If this spell was
    kicked, ..." is carried out when both readings are: the problems of
    the kicked one are the unkicked card's too; kicked, a kicker cost that
    is not mana (a permanent sacrificed) is not carried out.

    >>> text = ("Kicker {5}\\nTarget creature gets +2/+2 until end of turn. If this spell was "
    ...         "kicked, that creature gets +5/+5 until end of turn instead.")
    >>> [str(e) for e in read_spell_card(text, "Boom").spell().effects]
    ['the target gets +2/+2 until end of turn']
    >>> [str(e) for e in read_spell_card(text, "Boom", kicked=True).spell().effects]
    ['the target gets +5/+5 until end of turn']
    """
    from mtgcombat.text.normalize import normalize  # noqa: PLC0415

    card = _read_card(text, name, kicked)
    card = _one_target_conditions(card)
    card = _that_player_refused(card)
    if card.modal and any(_ENTWINE.match(line.strip().lower()) for line in text.splitlines()):
        card = dataclasses.replace(card, entwine=True)
    plains = [normalize(s, name) for line in text.splitlines() for s in _sentences(line)]
    cost = kicker_cost(plains)
    kinds = _kicker_sacrifice(plains) if cost == "other" else None
    if kicked and kinds is not None and not any(m.sacrifice_cost for m in card.modes):
        # issue 33 (session 10): "Kicker—Sacrifice a creature.": the kicker
        # cost paid by the permanent the entry's ``sacrifice`` names (601.2h)
        modes = tuple(dataclasses.replace(m, sacrifice_cost=kinds) for m in card.modes)
        return dataclasses.replace(card, modes=modes)
    if kicked and cost == "other":
        line = next(p for p in text.splitlines() if p.lower().startswith("kicker"))
        detail = "a kicker cost that is not mana (702.33)"
        return dataclasses.replace(
            card, problems=tuple((i, line, detail) for i in range(len(card.modes)))
        )
    if not kicked and has_optional_sacrifice(plains):
        # session 13: the optional cost paid is carried out too (its problems are the card's)
        paid = _read_card(text, name, True)
        extra = tuple(p for p in paid.problems if p not in card.problems)
        if extra:
            card = dataclasses.replace(card, problems=card.problems + extra)
    if not kicked and cost in ("mana", "other") and any(kicked_clause(p) for p in plains):
        # both readings carried out (the kicked one refused for a cost not read)
        both = _read_card(text, name, True) if cost == "mana" else read_spell_card(text, name, True)
        extra = tuple(p for p in both.problems if p not in card.problems)
        if extra:
            card = dataclasses.replace(card, problems=card.problems + extra)
    return card


def _that_player_refused(card: SpellCard) -> SpellCard:
    """A mode naming "that player controls" ("another target creature that
    player controls", Mutiny) is not carried out: a spell's values know no
    "that player" (issue 33, session 9)."""
    from mtgcombat.text.spells import SPELL_THAT_PLAYER  # noqa: PLC0415
    from mtgcombat.text.that_player_controls import names_that_player  # noqa: PLC0415

    found = tuple(
        (i, mode.text, SPELL_THAT_PLAYER)
        for i, mode in enumerate(card.modes)
        if names_that_player(mode.effects) or names_that_player((mode.target, mode.also))
    )
    if not found:
        return card
    return dataclasses.replace(card, problems=card.problems + found)


_CLEAVE = re.compile(r"^cleave (?:\{[^}]*\})+(?: \(.*\))?$")
"""A cleave cost (702.148a): an alternative cost of mana."""

_ENTWINE = re.compile(r"^entwine (?:\{[^}]*\})+(?: \(.*\))?$")
"""An entwine cost of mana (702.42a); one that sacrifices or taps is not read."""


def _one_target_conditions(card: SpellCard) -> SpellCard:
    """ "If it's a Vampire, ..." reads one target (608.2c): with several
    targets (each could differ) the mode is not carried out."""
    from mtgcombat.rules.spell_conditions import ConditionalEffect  # noqa: PLC0415

    extra = tuple(
        (i, spell.text, "a condition on each of several targets")
        for i, spell in enumerate(card.modes)
        if spell.count != (1, 1)
        and any(
            isinstance(e, ConditionalEffect) and e.condition.kind == "it_is" for e in spell.effects
        )
    )
    return dataclasses.replace(card, problems=card.problems + extra) if extra else card


def _read_card(text: str, name: str, kicked: bool) -> SpellCard:
    """The card's text (its lines as MTGJSON gives them) read as a spell,
    or its modes.

    >>> card = read_spell_card("Giant Growth deals 3 damage to any target.", "Giant Growth")
    >>> card.modes[0].players, card.fully_modelled
    (True, True)
    """
    from mtgcombat.text.normalize import normalize  # noqa: PLC0415

    lines = [line for line in text.splitlines() if line.strip()]
    if any(_CLEAVE.match(line.strip().lower()) for line in lines):
        # 702.148a: cast for its mana cost, the words in square brackets stay
        # (only a paid cleave cost removes them; an entry does not pay it)
        lines = [line.replace("[", "").replace("]", "") for line in lines]
    points: tuple[str, ...] = ALL_POINTS
    caster = ""
    for line in lines:
        for sentence in _sentences(line):
            plain = normalize(sentence, name)
            points = TIMING.get(plain, points)
            caster = CASTER.get(plain, caster)
    head = next((i for i, line in enumerate(lines) if modal_head(line)), None)
    if head is None:
        spell, sentence, detail = _read_mode(lines, name, kicked)
        if spell is None:
            empty = Spell(text, ())
            return SpellCard(
                text, (empty,), problems=((0, sentence, detail),), points=points, caster=caster
            )
        return SpellCard(text, (spell,), points=points, caster=caster)
    first = modal_head(lines[head])
    assert first is not None
    choose = 0 if first.kicked_any and kicked else first.choose  # 702.33d
    before = lines[:head]
    modes: list[Spell] = []
    problems: list[tuple[int, str, str]] = []
    after = lines[head + 1 :]
    bullets = [
        line.lstrip("\u2022").strip() for line in after if line.lstrip().startswith("\u2022")
    ]
    # lines after the modes that are not modes (entwine, escalate) go with each
    before = [*before, *(line for line in after if not line.lstrip().startswith("\u2022"))]
    for i, bullet in enumerate(bullets):
        spell, sentence, detail = _read_mode([*before, bullet], name, kicked)
        if spell is None:
            problems.append((i, sentence, detail))
            spell = Spell(bullet, ())
        modes.append(spell)
    return SpellCard(
        text, tuple(modes), choose, True, tuple(problems), points, caster,
        repeat=first.repeat, more=first.more,
    )  # fmt: skip
