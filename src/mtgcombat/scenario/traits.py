"""What a permanent's keywords, ``abilities`` and card text give it (its
traits), and the notes on what the engine does not use
(:class:`ScenarioNote`): keywords and sentences with no effect on blocks or
combat damage, sentences it cannot model, haste (702.10b). Also the
characteristics a characteristic-defining ability gives (604.3, 613.4a) and
the check that a choice made as it entered is there when an ability reads
it (614.12).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Literal

from mtgcombat.core.abilities import CHOSEN_QUALITIES, Ability, CardCount, Protection, Selector
from mtgcombat.core.instances import repeats_of
from mtgcombat.core.model import COLORS, StaticEffect
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use
from mtgcombat.scenario.errors import _Fail, _fail_from
from mtgcombat.text import (
    ParsedSentence,
    Traits,
    ability_from_json,
    keyword_status,
    parse_keywords,
    parse_sentence,
    parse_text,
    value_traits,
)
from mtgcombat.text.keywords import attack_only, keyword_rule, target_only

if TYPE_CHECKING:  # (pydantic is loaded only for a file the plain reader leaves)
    from mtgcombat.scenario.schema import PermanentDoc


@dataclass(frozen=True, slots=True)
class ScenarioNote:
    """Something in the file the engine does not use: a keyword or sentence
    with no effect on blocks or combat damage (``kind`` "no_effect"), or a
    card sentence it cannot model (``kind`` "not_modelled", with the
    parser's ``reason``); or a keyword that matters only as attackers are
    declared (``kind`` "attack_only": haste, 702.10b, which lets a creature
    attack that has not been controlled since the turn began, 302.6, and
    does nothing after); or a player's commander_damage key that names no
    permanent of the file (``kind`` "commander_elsewhere": taken as a
    commander off the board, in the command zone; ``text`` is the field,
    903.10a). ``permanent`` is the permanent's id.

    >>> note = ScenarioNote("no_effect", "dragon", "{R}: ~ gets +1/+0 until end of turn.")
    >>> note.kind, note.permanent
    ('no_effect', 'dragon')
    >>> str(ScenarioNote("attack_only", "pup", "haste", "702.10"))  # doctest: +ELLIPSIS
    'pup: "haste": lets it attack though it came under its controller...; no effect on blocks...'
    """

    kind: Literal["no_effect", "not_modelled", "attack_only", "commander_elsewhere"]
    permanent: str
    text: str
    rule: str = ""
    reason: str = ""

    def __str__(self) -> str:
        if self.kind == "no_effect":
            rule = f" ({self.rule})" if self.rule else ""
            return f'{self.permanent}: "{self.text}": no effect on blocks or combat damage{rule}'
        if self.kind == "commander_elsewhere":
            return (
                f'{self.text}: no permanent "{self.permanent}" in the file; taken as a '
                "commander off the board (the command zone) (903.10a)"
            )
        if self.kind == "attack_only":
            return (
                f'{self.permanent}: "{self.text}": lets it attack though it came under its '
                "controller's control this turn (302.6, 702.10b); no effect on blocks or "
                "combat damage"
            )
        reason = f" ({self.reason})" if self.reason else ""
        return f'{self.permanent}: not modelled: "{self.text}"{reason}'


def _note_tail(note: ScenarioNote) -> tuple[str, str, str]:
    return note.text, note.rule, note.reason


def _traits(
    pd: PermanentDoc,
    at: str,
    players: tuple[str, ...],
    card_text: tuple[str, str] | None,
    keywords_from_card: bool,
    fail: _Fail,
    notes: dict[tuple[str, str], list[ScenarioNote]],
) -> Traits:
    """What the permanent's keywords, `abilities` and card text give it;
    keywords and sentences the engine does not use are added to ``notes``
    (keyed by kind and text, so that each is listed once). A permanent with
    none of the three has :data:`_NO_TRAITS` (``_build`` skips this call)."""

    def note(
        kind: Literal["no_effect", "not_modelled", "attack_only"],
        text: str,
        rule: str = "",
        why: str = "",
    ) -> None:
        entry = ScenarioNote(kind, pd.id, text, rule, why)
        same = notes.setdefault((kind, text.casefold()), [])
        if all(n.permanent != pd.id for n in same):
            same.append(entry)

    traits = Traits()
    # each ability the file writes (in `keywords` or `abilities`), once per
    # mention, and each the card text gives, once per sentence: an ability
    # written twice is two instances (113.2c)
    written: list[Ability] = []
    printed: list[Ability] = []
    for text in pd.keywords:
        try:
            values = parse_keywords(text, players)
        except ValueError as exc:
            if keywords_from_card and card_text is not None:
                continue  # a bare name such as MTGJSON's "Toxic": the text has it in full
            if keywords_from_card:
                note("not_modelled", text, why=str(exc))
                continue
            raise _fail_from(fail, f"{at}.keywords", exc) from None
        for value in values:
            status = keyword_status(value)
            if status == "unmodelled":
                if keywords_from_card:
                    note("not_modelled", text, keyword_rule(value))
                    continue
                raise fail(f"{at}.keywords", "keyword_not_modelled", keyword_rule(value), text=text)
            if status == "no_effect" or target_only(value):
                # hexproof, shroud, ward: read only as a spell or ability targets
                note("no_effect", str(value), keyword_rule(value))
            elif attack_only(value):
                note("attack_only", str(value), keyword_rule(value))
            traits |= Traits(abilities=frozenset({value}))
            if not keywords_from_card:
                written.append(value)
    name = pd.name or pd.card or ""
    for j, entry in enumerate(pd.abilities):
        path = f"{at}.abilities[{j}]"
        if isinstance(entry, str):
            parsed = parse_sentence(entry, name=name)
            if parsed.status == "unmodelled":
                raise fail(
                    path,
                    "sentence_not_modelled",
                    sentence=" ".join(entry.split()),
                    detail=parsed.error,
                )
            _note_parsed(parsed, note, written=True)
            traits |= parsed.traits
            written.extend(parsed.traits.abilities)
            continue
        try:
            given = value_traits(ability_from_json(entry))
        except ValueError as exc:
            raise _fail_from(fail, path, exc, "ability_table") from None
        traits |= given
        written.extend(given.abilities)
    if card_text is not None:
        text, card_name = card_text
        for parsed in parse_text(text, name=card_name):
            if parsed.status == "unmodelled":
                note("not_modelled", parsed.sentence, why=parsed.error)
                continue
            _note_parsed(parsed, note)
            traits |= parsed.traits
            printed.extend(parsed.traits.abilities)
    if len(written) > 1 or len(printed) > 1:
        repeats = repeats_of(written) + repeats_of(printed)
        if repeats:
            traits = dataclasses.replace(traits, repeats=traits.repeats + repeats)
    return traits


def _note_parsed(parsed: ParsedSentence, note: Any, *, written: bool = False) -> None:
    """A note for a sentence or keyword with no effect on blocks or combat
    damage. A card text's sentence without a combat word is left out (it is
    plainly no combat ability); one the file writes in `abilities` is
    always listed, since its author expected something of it."""
    if parsed.status == "modelled":
        # haste: read as attackers are declared only (702.10b)
        for value in sorted(parsed.traits.abilities, key=str):
            if attack_only(value):
                note("attack_only", str(value), keyword_rule(value))
        return
    if parsed.status != "no_effect":
        return
    keywords = sorted(parsed.traits.abilities, key=str)
    if keywords:
        for value in keywords:
            note("no_effect", str(value), keyword_rule(value))
    elif parsed.combat or written:
        note("no_effect", " ".join(parsed.sentence.split()))


def _defined_stats(traits: Traits) -> set[str]:
    """The characteristics ("power", "toughness") a characteristic-defining
    ability of the permanent gives (604.3, 613.4a)."""
    out: set[str] = set()
    for static in traits.statics:
        # under a condition (layer 7b) the printed value counts while it fails
        if (
            isinstance(static, StaticEffect)
            and static.affected.ids == ("~",)
            and static.condition is None
        ):
            if static.set_power is not None:
                out.add("power")
            if static.set_toughness is not None:
                out.add("toughness")
    return out


def _choices(value: object) -> set[str]:
    """The kinds of choice made as it entered (614.12) that an ability value
    reads: "color", "type" or "player"."""
    if isinstance(value, Protection):
        q = value.quality
        if q in CHOSEN_QUALITIES:
            return {q.split("chosen ")[1].split()[0]}
        return set()
    if isinstance(value, CardCount) and value.whose == "chosen":
        return {"player"}
    if isinstance(value, Selector):
        found: set[str] = {value.chosen} if value.chosen else set()
        if value.controller == "chosen":
            found.add("player")
        for s in value.any_of:
            found |= _choices(s)
        return found
    if isinstance(value, tuple | frozenset):
        return set().union(*(_choices(v) for v in value)) if value else set()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(_choices(getattr(value, f.name)) for f in dataclasses.fields(value)))
    return set()


def _check_choice(
    pd: PermanentDoc,
    traits: Traits,
    players: tuple[str, ...],
    at: str,
    fail: _Fail,
) -> None:
    """An ability that reads "the chosen color/type/player" needs the
    choice in ``chosen`` (614.12), of the right kind."""
    if not (traits.abilities or traits.statics or traits.block_rules):
        return  # nothing to read a choice (most permanents)
    kinds = _choices((traits.abilities, traits.statics, traits.block_rules))
    if not kinds:
        return
    kind = sorted(kinds)[0]
    if not pd.chosen:
        raise fail(
            f"{at}.chosen",
            "chosen_missing",
            "614.12",
            kind=kind,
        )
    if kind == "color" and pd.chosen.lower() not in COLORS:
        raise fail(f"{at}.chosen", "chosen_not_color", "614.12", id=pd.chosen)
    if kind == "player" and pd.chosen not in players:
        raise fail(f"{at}.chosen", "not_player_id", "614.12", id=pd.chosen)
