"""The file's ``[[timeline]]``: spells cast between the steps of combat,
read into :class:`~mtgcombat.rules.timeline.TimelineEntry` values (each
sentence, 608.2; its targets, 601.2c; who casts it; the id of a token it
puts onto the battlefield, 111.1), and the checks of an order that places
such a token among an attacker's blockers (509.7).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from mtgcombat.cards.catalog import Catalog
from mtgcombat.core.model import Board
from mtgcombat.scenario.errors import _Fail, _key_text
from mtgcombat.scenario.timeline_activate import (
    Activation,
    activated_entry,
    activation_doc,
    check_activations,
    check_once,
    read_activation,
)

_SPELL_TYPES = frozenset({"instant", "sorcery"})
_CHANGELING = re.compile(r"^changeling\b", re.IGNORECASE)  # 702.73a: every creature type

if TYPE_CHECKING:  # (pydantic is loaded only for a file the plain reader leaves)
    from mtgcombat.rules.timeline import Spell, TimelineEntry
    from mtgcombat.scenario.schema import TimelineDoc


def _timeline(
    board: Board, docs: Sequence[TimelineDoc], fail: _Fail, catalog: Catalog | None = None
) -> tuple[TimelineEntry, ...]:
    """The file's timeline: each entry's sentence (608.2), or the text of
    the catalog card it casts, and the id of the token it puts onto the
    battlefield, if it does (the file's, or the first free one); then its
    targets (which may name such a token) and who casts it."""
    if not docs:
        return ()  # (most files: the spell reader and the timeline's rules are not loaded)
    from mtgcombat.rules.spell_effects import TokenAttackingEffect  # noqa: PLC0415
    from mtgcombat.rules.spell_riders import ControllerTokenEffect  # noqa: PLC0415
    from mtgcombat.rules.timeline import TokenBlockingEffect, token_id  # noqa: PLC0415

    spells: list[Spell] = []
    tokens: list[str] = []
    activations: dict[int, Activation] = {}
    taken = {p.id for p in board.permanents} | {p.id for p in board.players}
    for index, td in enumerate(docs):
        at = f"timeline[{index}]"
        if td.activate is not None:  # issue 33 (session 10): an activated ability (602.2)
            found = read_activation(board, td, at, fail, catalog)
            activations[index] = found
            spell = found.spell
        else:
            spell = _entry_spell(board, td, at, fail, catalog)
        said = spell.text
        effect = next(
            (
                e
                for e in spell.effects
                if isinstance(e, TokenBlockingEffect | TokenAttackingEffect | ControllerTokenEffect)
            ),
            None,
        )
        token = td.token
        if token and effect is None:
            raise fail(f"{at}.token", "timeline_token_none", "111.1", effect=said)
        if token:
            # a token is a new object (111.1): an id of its own
            if not token.isprintable():
                raise fail(f"{at}.token", "id_control_characters", "111.1")
            if board.is_player(token):
                raise fail(f"{at}.token", "id_is_player", "111.1", id=token)
            if token in taken:
                raise fail(f"{at}.token", "id_used", "111.1", id=token)
        elif isinstance(effect, TokenBlockingEffect):
            token = token_id(effect, taken)
        taken.add(token)
        spells.append(spell)
        tokens.append(token)
    entries: list[TimelineEntry] = []
    for i, (td, spell, token) in enumerate(zip(docs, spells, tokens, strict=True)):
        activation = activations.get(i)
        if activation is None:
            entries.append(_timeline_entry(board, i, td, spell, token, tokens, fail))
            continue
        read = activation_doc(board, td, f"timeline[{i}]", fail, activation)
        entry = _timeline_entry(board, i, read, spell, token, tokens, fail)
        entries.append(activated_entry(entry, td, activation))
    if activations:
        check_activations(board, entries, fail)
        check_once(docs, activations, fail)  # 602.5b
    return tuple(entries)


def _timeline_entry(
    board: Board,
    index: int,
    td: TimelineDoc,
    spell: Spell,
    token: str,
    tokens: Sequence[str],
    fail: _Fail,
) -> TimelineEntry:
    """A timeline entry read from the file: its targets (chosen as it is
    cast: 601.2c; a permanent or a token of the timeline) and who casts it."""
    from mtgcombat.rules.timeline import Point, TimelineEntry  # noqa: PLC0415

    at = f"timeline[{index}]"
    from mtgcombat.rules.spell_effects import (  # noqa: PLC0415
        UNTARGETED,
        TokenAttackingEffect,
    )

    said = spell.text
    attacks = any(isinstance(e, TokenAttackingEffect) and e.attacking for e in spell.effects)
    from mtgcombat.rules.spell_removal import second_target  # noqa: PLC0415  (issue 33)
    from mtgcombat.scenario.timeline_removal import check_removal_targets  # noqa: PLC0415

    second = second_target(spell.effects)
    least, most = spell.count
    if check_removal_targets(at, td, spell, fail):
        pass  # issue 33: a second target, damage divided (601.2c, 601.2d)
    elif spell.targeted and spell.count != (1, 1):
        # "up to two target creatures": a count of targets, each once (601.2c)
        if len(td.targets) < least or (most and len(td.targets) > most):
            key = "timeline_targets_count" if most else "timeline_targets_at_least"
            raise fail(
                f"{at}.targets", key, "601.2c",
                effect=said, least=least, most=most, count=len(td.targets),
            )  # fmt: skip
        if len(set(td.targets)) != len(td.targets):
            raise fail(f"{at}.targets", "timeline_targets_repeated", "601.2c", effect=said)
    elif spell.targeted and len(td.targets) != 1:
        modes = td.mode if isinstance(td.mode, list) else []
        # 700.2d allows each instance of a repeated mode its own target; the
        # engine reads one for all of them (a limit of the engine, not the rule)
        key = "timeline_targets_repeated_mode" if len(set(modes)) < len(modes) else ""
        raise fail(
            f"{at}.targets", key or "timeline_targets_needed", "601.2c",
            effect=said, count=len(td.targets),
        )  # fmt: skip
    if not spell.targeted and td.targets and not (attacks and len(td.targets) == 1):
        # (a token put onto the battlefield attacking: what it attacks, 508.4)
        raise fail(f"{at}.targets", "timeline_targets_none", "601.2c", effect=said)
    for i, target in enumerate(td.targets):
        if second is not None and i == 1 and second.players and board.is_player(target):
            continue  # the second target may be a player (115.4)
        if spell.players and board.is_player(target) and not (second is not None and i == 1):
            continue  # "any target": a player (115.4)
        if attacks and board.is_player(target):
            continue
        if board.get(target) is None and not (target and target in tokens):
            raise fail(f"{at}.targets", "not_permanent_id", "601.2c", id=target)
    if td.controller and not board.is_player(td.controller):
        raise fail(f"{at}.controller", "not_player_id", "601.2", id=td.controller)
    from mtgcombat.rules.spell_extra import extra_needs_caster  # noqa: PLC0415  (session 7)
    from mtgcombat.rules.spell_layer7 import GroupBasePowerToughnessEffect  # noqa: PLC0415
    from mtgcombat.rules.spell_removal import needs_caster  # noqa: PLC0415  (issue 33)
    from mtgcombat.rules.spell_riders import rider_needs_caster  # noqa: PLC0415

    if not td.controller and any(
        isinstance(e, (*UNTARGETED, GroupBasePowerToughnessEffect))
        or needs_caster(e)
        or rider_needs_caster(e)
        or extra_needs_caster(e)
        for e in spell.effects
    ):
        # "creatures you control", "you gain 3 life", a token attacking: whose
        raise fail(f"{at}.controller", "timeline_controller_needed", "601.2", effect=said)
    _check_sacrifice(board, at, td, spell, fail)
    unblocked = spell.target is not None and spell.target.role == "unblocked attacking"
    if unblocked and td.after == "declare-attackers":
        # 509.1h: an attacker is blocked or unblocked once blockers are declared
        raise fail(f"{at}.after", "timeline_unblocked_before_blocks", "509.1h", effect=said)
    if td.proliferated is not None:  # 701.34a (issue 33)
        from mtgcombat.scenario.proliferate_choices import check_entry_proliferated  # noqa: PLC0415

        check_entry_proliferated(board, at, td.proliferated, spell.effects, tokens, fail)
    _check_source(board, at, td, spell, tokens, fail)  # issue 33: 609.7a
    point = Point(td.after)
    return TimelineEntry(
        point, spell, tuple(td.targets), td.controller, at, token, sacrifice=td.sacrifice,
        divide=tuple(td.divide or ()), sacrificed=tuple(td.sacrificed or ()),
        ward_paid=td.ward_paid,
        proliferated=None if td.proliferated is None else tuple(td.proliferated),
        source=td.source,
    )  # fmt: skip


def _check_source(
    board: Board, at: str, td: TimelineDoc, spell: Spell, tokens: Sequence[str], fail: _Fail
) -> None:
    """The entry's ``source``: the source of the caster's choice a fog
    names ("Prevent all damage a source of your choice would deal this
    turn"), chosen as the effect is created (609.7a): given exactly when the
    spell has such a fog, and the id of a permanent (or a token of the
    timeline)."""
    from mtgcombat.core.fog_values import FogEffect  # noqa: PLC0415
    from mtgcombat.core.selectors import matches  # noqa: PLC0415

    chooses = any(isinstance(e, FogEffect) and e.by == "chosen" for e in spell.effects)
    if chooses and not td.source:
        raise fail(f"{at}.source", "timeline_source_needed", "609.7a", effect=spell.text)
    if td.source and not chooses:
        raise fail(f"{at}.source", "timeline_source_none", "609.7a", effect=spell.text)
    if td.source and board.get(td.source) is None and td.source not in tokens:
        raise fail(f"{at}.source", "not_permanent_id", "609.7a", id=td.source)
    # issue 33 (session 13): "a red source of your choice" (609.7b)
    kinds = [e.sources for e in spell.effects if isinstance(e, FogEffect) and e.by == "chosen"]
    chosen = board.get(td.source) if td.source else None
    for kind in kinds:
        if kind is not None and chosen is not None and not matches(board, kind, chosen, None):
            raise fail(f"{at}.source", "timeline_source_not_of_kind", "609.7b",
                       effect=spell.text, id=td.source)  # fmt: skip


def _check_sacrifice(board: Board, at: str, td: TimelineDoc, spell: Spell, fail: _Fail) -> None:
    """The entry's ``sacrifice``: the permanent that pays the card's
    additional cost (601.2h), one its caster controls (701.21a) of a type
    the cost names, and matching its words ("a Goblin", "a nonland
    permanent": session 13); given exactly when the card has such a cost.
    A cost no permanent can pay makes the spell one that can't be cast
    (601.2h), and a number read of "the sacrificed creature" with no such
    cost is refused (601.2h)."""
    from mtgcombat.rules.spell_sacrificed import reads_sacrificed  # noqa: PLC0415
    from mtgcombat.scenario.sacrifice_cost import payers, unknown_guess  # noqa: PLC0415

    if not spell.sacrifice_cost and reads_sacrificed(spell.effects):
        # "the sacrificed creature's power" with no permanent sacrificed to
        # pay a cost: the number does not exist (601.2h; session 13 review)
        field = "card" if td.card is not None else "ability" if td.activate else "effect"
        raise fail(f"{at}.{field}", "timeline_sacrificed_without_cost", "601.2h",
                   effect=spell.text)  # fmt: skip
    kinds = " or ".join(spell.sacrifice_cost)
    caster = td.controller or next((p.id for p in board.players if p.id != board.active_player), "")
    could = payers(board, spell, caster) if spell.sacrifice_cost else []
    if spell.sacrifice_cost and not could:
        raise fail(f"{at}.sacrifice", "timeline_sacrifice_impossible", "601.2h",
                   effect=spell.text, player=caster)  # fmt: skip
    if spell.sacrifice_cost and not td.sacrifice:
        if spell.sacrifice_filter is not None:
            raise fail(f"{at}.sacrifice", "timeline_sacrifice_needed_from", "601.2h",
                       effect=spell.text, player=caster, candidates=", ".join(could))  # fmt: skip
        raise fail(f"{at}.sacrifice", "timeline_sacrifice_needed", "601.2h",
                   effect=spell.text, kinds=kinds)  # fmt: skip
    if not td.sacrifice:
        return
    if not spell.sacrifice_cost:
        raise fail(f"{at}.sacrifice", "timeline_sacrifice_none", "601.2h", effect=spell.text)
    paid = board.get(td.sacrifice)
    if paid is None:
        guess = unknown_guess(td.sacrifice, could)
        if guess:
            raise fail(f"{at}.sacrifice", "timeline_sacrifice_unknown_guess", "601.2h",
                       id=td.sacrifice, guess=guess)  # fmt: skip
        raise fail(f"{at}.sacrifice", "not_permanent_id", "601.2h", id=td.sacrifice)
    if td.sacrifice not in could:
        if spell.sacrifice_filter is not None:
            raise fail(f"{at}.sacrifice", "timeline_sacrifice_not_one_of", "701.21a",
                       id=td.sacrifice, player=caster, candidates=", ".join(could))  # fmt: skip
        raise fail(f"{at}.sacrifice", "timeline_sacrifice_not_matching", "701.21a",
                   id=td.sacrifice, player=caster, kinds=kinds)  # fmt: skip


def _tokens_blocking(timeline: Sequence[TimelineEntry], attacker: str) -> set[str]:
    """The tokens the timeline puts onto the battlefield blocking ``attacker``."""
    return {e.token for e in timeline if e.token and e.targets == (attacker,)}


def _check_token_places(
    timeline: Sequence[TimelineEntry],
    attacker: str,
    order: Sequence[str],
    coming: set[str],
    fail: _Fail,
) -> None:
    """An order may list a token of the timeline only where it blocks: the
    attacker its entry targets (509.7); each creature once."""
    path = f"orders.{_key_text(attacker)}"
    if len(set(order)) != len(order):
        raise fail(path, "creature_listed_twice", "509.2, 2023 rules")
    elsewhere = {e.token for e in timeline if e.token} - coming
    for c in order:
        if c in elsewhere:
            raise fail(path, "not_blocker_of", "509.7, 2023 rules", id=c, creature=attacker)


def _entry_spell(
    board: Board, td: TimelineDoc, at: str, fail: _Fail, catalog: Catalog | None
) -> Spell:
    """The entry's spell: its ``effect`` sentence read (608.2), or the text
    of the instant or sorcery ``card`` names, with the modes ``mode``
    chooses (700.2); a sentence the engine does not carry out is refused."""
    from mtgcombat.text.spells import SpellError, parse_spell  # noqa: PLC0415

    if td.ability is not None:  # (an entry with ``activate`` is read elsewhere)
        raise fail(f"{at}.ability", "timeline_ability_without_activate", "602.2")
    if td.card is not None and td.effect is not None:
        raise fail(f"{at}.card", "timeline_card_and_effect", "608.2")
    if td.card is None and td.effect is None:
        raise fail(f"{at}.effect", "timeline_card_or_effect", "608.2")
    if td.mode is not None and td.card is None:
        raise fail(f"{at}.mode", "timeline_mode_without_card", "700.2")
    if td.kicked and td.card is None:
        raise fail(f"{at}.kicked", "timeline_kicked_without_card", "702.33d")
    if td.effect is not None:
        try:
            return parse_spell(_chosen(td, td.effect, at, fail))
        except SpellError as exc:
            raise fail(
                f"{at}.effect", "sentence_not_modelled", "608.2",
                sentence=td.effect, detail=exc.detail,
            ) from None  # fmt: skip
    return _card_spell(board, td, str(td.card), at, fail, catalog)


def _chosen(td: TimelineDoc, text: str, at: str, fail: _Fail) -> str:
    """The entry's text with its ``x`` (107.3a) and ``color`` (608.2d)
    written in; a choice missing or not asked for is refused."""
    from mtgcombat.text.spell_choices import ChoiceError, with_choices  # noqa: PLC0415

    try:
        return with_choices(text, td.x, td.color, td.tap)
    except ChoiceError as exc:
        field, rule = ("x", "107.3a") if exc.key.startswith("x") else ("color", "608.2d")
        if exc.key.startswith("tap"):
            field = "tap"  # issue 33 (session 7): tap or untap, chosen as it resolves
        raise fail(f"{at}.{field}", f"timeline_{exc.key}", rule) from None


def _may_cast(board: Board, caster: str, controller: str) -> bool:
    """Whether ``controller`` meets the card's "only if you've been
    attacked", "only during your turn" or "on an opponent's turn" (601.3)."""
    if caster == "attacked":
        return any(
            board.defending_player(p.id) == controller for p in board.permanents if p.attacking
        )
    is_active = controller == board.active_player
    return is_active if caster == "active" else (bool(controller) and not is_active)


def _card_spell(
    board: Board, td: TimelineDoc, name: str, at: str, fail: _Fail, catalog: Catalog | None
) -> Spell:
    from mtgcombat.cards.catalog import BUILTIN  # noqa: PLC0415
    from mtgcombat.cards.search import suggest  # noqa: PLC0415
    from mtgcombat.text.spell_cards import SpellCardError, read_spell_card  # noqa: PLC0415

    known = catalog if catalog is not None else BUILTIN
    card = known.find(name)
    if card is None:
        # the closest names of instants and sorceries: what a timeline casts
        guesses = tuple(suggest(known, name, keep=lambda c: bool(set(c.types) & _SPELL_TYPES)))
        if guesses:
            raise fail(f"{at}.card", "timeline_card_unknown_guess", "608.2", card=name,
                       guesses=guesses)  # fmt: skip
        raise fail(f"{at}.card", "timeline_card_unknown", "608.2", card=name)
    if not set(card.types) & _SPELL_TYPES:
        types = " ".join(card.types) or "no card type"
        raise fail(f"{at}.card", "timeline_card_not_spell", "304.1, 307.1",
                   card=card.name, types=types)  # fmt: skip
    if "instant" not in card.types:
        # a sorcery is cast only in a main phase, on an empty stack (307.1)
        raise fail(f"{at}.card", "timeline_card_sorcery", "307.1", card=card.name)
    if td.kicked:
        from mtgcombat.text.spell_kicker import card_kicker  # noqa: PLC0415

        if not card_kicker(card.text, card.name):  # only a card with kicker is kicked (702.33a)
            raise fail(f"{at}.kicked", "timeline_kicked_no_kicker", "702.33a", card=card.name)
    from mtgcombat.text.spell_optional_costs import card_optional_sacrifice  # noqa: PLC0415

    # session 13: an optional cost ("you may sacrifice an artifact") is paid
    # by naming the permanent (601.2b), and read as a kicker paid is (702.33d)
    paid = bool(td.sacrifice) and card_optional_sacrifice(card.text, card.name)
    read = read_spell_card(_chosen(td, card.text, at, fail), card.name, kicked=td.kicked or paid)
    if read.caster and not _may_cast(board, read.caster, td.controller):
        raise fail(f"{at}.controller", f"timeline_card_caster_{read.caster}", "601.3",
                   card=card.name, id=td.controller or "")  # fmt: skip
    if td.after not in read.points:
        # "Cast this spell only during the declare blockers step" (601.3)
        raise fail(f"{at}.after", "timeline_card_wrong_point", "601.3", card=card.name,
                   point=td.after, points=", ".join(read.points))  # fmt: skip
    modes = [] if td.mode is None else ([td.mode] if isinstance(td.mode, int) else list(td.mode))
    try:
        spell = read.spell(modes)
    except SpellCardError as exc:
        raise fail(
            f"{at}.card", "sentence_not_modelled", "608.2",
            sentence=exc.sentence, detail=exc.detail,
        ) from None  # fmt: skip
    except ValueError as exc:
        facts = {"card": card.name, "count": len(read.modes), "choose": read.choose}
        key = f"timeline_{exc}"
        field = "card" if str(exc) == "mode_needed" else "mode"
        raise fail(f"{at}.{field}", key, "700.2", **facts) from None
    from mtgcombat.core.spell_filters import SpellKinds  # noqa: PLC0415

    kinds = SpellKinds(  # issue 33: "a Spirit or Arcane spell" (205.3), historic (700.6)
        frozenset(card.subtypes),
        frozenset(card.supertypes),
        changeling=any(_CHANGELING.match(line) for line in card.text.splitlines()),
    )
    return dataclasses.replace(
        spell,
        colors=frozenset(card.colors),
        types=frozenset(card.types),
        kinds=kinds,
        kicked=td.kicked,
        mana_value=_mana_value(card.mana_value, td.x),
        after_zone=after_zone(card.text, card.name, card.types),
    )


_SELF = re.compile(r"(exile|shuffle|put|return) (~|this card|this spell)|\b(cipher|haunt)\b")
_EXILED = re.compile(r"^(rebound\b.*|exile ~\.?)$")


def after_zone(text: str, name: str, types: Iterable[str]) -> str:
    """Where the card cast from its owner's hand goes once the spell is
    done (issue 33, session 13): an instant or sorcery to its owner's
    graveyard (608.2n; countered or with no legal target, 608.2b), to exile
    with rebound or "Exile ~." (702.88a); "unknown" when its text moves
    the card elsewhere or under a condition, or it is a permanent card.

    >>> after_zone("Draw a card.", "Opt", ["Instant"])
    'graveyard'
    >>> after_zone("Draw a card.\\nRebound", "Ephemerate", ["Instant"])
    'exile'
    >>> after_zone("Draw a card. Shuffle Foo into its owner's library.", "Foo", ["Sorcery"])
    'unknown'
    """
    if not {t.lower() for t in types} & {"instant", "sorcery"}:
        return "unknown"
    lines = [line.strip().lower().replace(name.lower(), "~") for line in text.splitlines()]
    if any(_EXILED.match(line) for line in lines):
        return "exile"
    return "unknown" if any(_SELF.search(line) for line in lines) else "graveyard"


def _mana_value(value: float | None, x: int | None) -> int | None:
    """The mana value of the card cast, on the stack (202.3): the card's,
    unless an X was announced (202.3e: X counts as the number chosen, times
    the X symbols of its cost, which the catalog does not give) or it is
    not a whole number; ``None``: not known.

    >>> _mana_value(3.0, None), _mana_value(3.0, 2), _mana_value(None, None)
    (3, None, None)
    """
    if value is None or x is not None or not float(value).is_integer():
        return None
    return int(value)
