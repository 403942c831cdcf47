"""The words of a triggered ability's effect that name its creatures and
players (608.2b-c) are carried out exactly, never guessed: every word a value
class's ``Literal`` type allows is either carried out by the rules or refused
at input by the structured reader (``NOT_CARRIED_OUT``), and a word neither
knows is an internal error naming the word and the effect, where before it
fell through to the blockers, the defending player or "that creature"
(issue 33 §4: never silently wrong)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from helpers import creature, two_player_board
from mtgcombat.core.abilities import BlockTrigger, DamageEffect, LifeEffect, PumpEffect, Selector
from mtgcombat.core.attack_effect_values import GoadEffect, PTLayerEffect, RemoveCounterEffect
from mtgcombat.core.model import Board, Counters
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.ruleset import RuleSet
from mtgcombat.core.token_later import SelfAtEndOfCombat
from mtgcombat.core.triggered import TriggerEffect
from mtgcombat.rules.choice_errors import ChoiceError
from mtgcombat.rules.effect_words import UnknownEffectWord
from mtgcombat.rules.triggers_effects import _apply, _Trigger
from mtgcombat.text import ability_from_json
from mtgcombat.text.structured import StructuredError
from mtgcombat.text.structured_kinds import _CLASSES, TRIGGER_EFFECTS
from mtgcombat.text.structured_words import field_words

WORD_FIELDS = ("target", "player", "who")
# the fields a kind needs besides its word (the structured reader's "needs")
NEEDS: dict[str, dict[str, Any]] = {
    "keyword_effect": {"keyword": "flying"},
    "damage_effect": {"amount": 1},
    "life_effect": {"amount": 1},
    "poison_effect": {"amount": 1},
    "counter_effect": {"amount": 1},
    "color_effect": {"colors": ["red"]},
    "life_total_effect": {"total": 10},
    "library_effect": {"action": "mill"},
    "untap_target_effect": {"target_filter": {}},
    "self_at_end_of_combat": {"action": "sacrifice"},
    "goad_effect": {"target_filter": {}},
    "fight_target_effect": {"target_filter": {}},
    "named_counter_effect": {"counter": "gold"},
    "remove_counter_effect": {"counter": "+1/+1"},
    "block_rule_effect": {"rule": "blocks_it"},
}
KINDS = {cls: kind for kind, cls in _CLASSES.items()}


def _board() -> Board:
    # A's imp attacks B and is blocked by B's bear; A's other creature, elf
    imp = creature("imp", "A", 2, 2, attacking="B", counters=Counters(plus_one=1))
    bear = creature("bear", "B", 2, 2, blocking=("imp",))
    return two_player_board(imp, bear, creature("elf", "A", 1, 1))


def _trigger(**fields: Any) -> _Trigger:
    ability = BlockTrigger(("becomes_blocked",), ())
    trigger = _Trigger("A", "elf", "imp", "becomes_blocked", "bear", ability, "603.2")
    base = {"target": "bear", "player": "B", "defending": "B"}
    return dataclasses.replace(trigger, **{**base, **fields})


def _resolve(effect: TriggerEffect, board: Board | None = None) -> Board:
    after, _ = _apply(board or _board(), _trigger(), effect, RuleSet.CURRENT)
    return after


def _words() -> list[tuple[str, str, str]]:
    walked = []
    for cls in TRIGGER_EFFECTS:
        for name in WORD_FIELDS:
            walked += [(KINDS[cls], name, w) for w in field_words(cls, name) or ()]
    return walked


def test_the_walk_reaches_the_word_fields() -> None:
    # a control of the walk itself: it sees the creature and player words
    walked = _words()
    assert len(walked) > 150
    assert ("damage_effect", "target", "blockers") in walked
    assert ("self_at_end_of_combat", "who", "other") in walked
    assert ("sacrifices_effect", "player", "each_opponent") in walked


@pytest.mark.parametrize(("kind", "name", "word"), _words())
def test_every_word_the_reader_accepts_is_carried_out(kind: str, name: str, word: str) -> None:
    """Each word a field's ``Literal`` type allows, less ``NOT_CARRIED_OUT``,
    resolves without an unknown-word error (608.2b-c): the types, the
    reader's refusals and the rules cannot drift apart."""
    effect = ability_from_json({"kind": kind, name: word, **NEEDS.get(kind, {})})
    try:
        _resolve(effect)
    except UnknownEffectWord as exc:  # pragma: no cover - the failure shown
        pytest.fail(f"{kind}.{name} = {word!r}: {exc}")
    except ChoiceError:  # a choice the board does not give (701.21a): asked, not guessed
        pass


# ---------------------------------------------------------------------------
# each place that guessed before: an unknown word is refused, the known still work
# ---------------------------------------------------------------------------


def test_an_unknown_creature_word_is_refused_not_sent_to_the_blockers() -> None:
    # before: a word _reached did not know reached the blockers (the bear)
    effect = PumpEffect(target="each", power=1)  # "each" is the filtered effects' own
    with pytest.raises(UnknownEffectWord, match=r'PumpEffect: .*"each" as the creatures'):
        _resolve(effect)


def test_the_creature_words_still_reach_their_creatures() -> None:
    # control (613.4c): the blockers, the creature of the event and the other one
    for word, pumped, power in [("blockers", "bear", 3), ("it", "imp", 3), ("self", "elf", 2)]:
        after = _resolve(PumpEffect(target=word, power=1))  # type: ignore[arg-type]
        assert after.permanent(pumped).power == power, word
    assert _resolve(PumpEffect(target="other", power=1)).permanent("bear").power == 3


def test_an_unknown_player_word_is_refused_not_sent_to_the_defending_player() -> None:
    # before: a word _player did not know was the defending player (B)
    effect = LifeEffect(-2, player="ally")  # type: ignore[arg-type]
    with pytest.raises(UnknownEffectWord, match=r'LifeEffect: .*"ally" as the player'):
        _resolve(effect)


def test_the_player_words_still_name_their_players() -> None:
    # control (119.3): "you" is A, the defending player and "that player" B
    for word, who in [("you", "A"), ("defending", "B"), ("that_player", "B")]:
        after = _resolve(LifeEffect(-2, player=word))  # type: ignore[arg-type]
        assert after.player(who).life == 18, word


@pytest.mark.parametrize("kind", ["half_life_effect", "lose_game_effect"])
def test_an_each_word_is_not_one_player(kind: str) -> None:
    # "each_opponent" is players_named's; asked of one player it is refused
    # as the effect resolves, where before it was the defending player alone
    # (119.3, 104.3e), and the structured reader refuses it at input
    effect = _CLASSES[kind](player="each_opponent")
    with pytest.raises(UnknownEffectWord, match='"each_opponent" as the player'):
        _resolve(effect)
    with pytest.raises(StructuredError, match=f'"{kind}.player"'):
        ability_from_json({"kind": kind, "player": "each_opponent"})
    after = _resolve(_CLASSES[kind](player="that_player"))  # control: B, that player
    if kind == "half_life_effect":
        assert after.player("B").life == 10  # half of 20 (119.3)
    else:
        assert after.player("B").lost  # 104.3e


def test_damage_to_an_unknown_word_is_refused() -> None:
    effect = DamageEffect(1, target="nobody")  # type: ignore[arg-type]
    with pytest.raises(UnknownEffectWord, match="DamageEffect"):
        _resolve(effect)
    after = _resolve(DamageEffect(1, target="blockers"))  # control: the bear (120.3)
    assert after.permanent("bear").damage == 1


@pytest.mark.parametrize(
    ("effect", "field"),
    [
        (SelfAtEndOfCombat("sacrifice", who="someone"), "who"),  # type: ignore[arg-type]
        (PTLayerEffect(power=1, toughness=1, target="each"), "target"),  # type: ignore[arg-type]
        (NamedCounterEffect("gold", target="other"), "target"),  # type: ignore[arg-type]
        (RemoveCounterEffect("+1/+1", who="other"), "who"),  # type: ignore[arg-type]
        (GoadEffect(Selector(), target="it"), "target"),  # type: ignore[arg-type]
    ],
)
def test_an_unknown_word_of_an_attack_effect_is_refused(effect: TriggerEffect, field: str) -> None:
    # before: "other" or "that creature" was guessed (603.7, 613.4b, 122.1)
    word = getattr(effect, field)
    with pytest.raises(UnknownEffectWord, match=rf'{type(effect).__name__}: .*"{word}"'):
        _resolve(effect)


def test_the_attack_effect_words_still_work() -> None:
    # controls: "self" is the elf, "it" the imp, "other" the bear (603.7, 122.1)
    after = _resolve(RemoveCounterEffect("+1/+1", who="it"))
    assert after.permanent("imp").counters.plus_one == 0
    after = _resolve(NamedCounterEffect("gold", target="self"))
    assert after.permanent("elf").counters.count("gold") == 1
    after = _resolve(GoadEffect(Selector()))  # 701.15a: the target, the bear
    assert [p.id for p in after.permanents if p.block_rules] == ["bear"]
    after = _resolve(PTLayerEffect(power=5, toughness=5, target="target"))  # 613.4b: the bear
    assert (after.permanent("bear").power, after.permanent("imp").power) == (5, 2)
    for who, marked in [("self", "elf"), ("it", "imp"), ("other", "bear")]:
        after = _resolve(SelfAtEndOfCombat("return", who=who))  # type: ignore[arg-type]
        assert [p.id for p in after.permanents if p.destroy_at_end_of_combat] == [marked], who
