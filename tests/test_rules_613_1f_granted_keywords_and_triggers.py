"""Keywords and a quoted triggered ability granted together (613.1f, layer 6;
issue 33, session 11): 'Enchanted creature gets +1/+1 and has lifelink and
"Whenever this creature deals combat damage to a player, ..."', and the list
form 'has first strike, trample, and "Whenever ..."'. The host has the
keywords and the triggered ability as if printed: it triggers on its own
combat damage (603.2) and resolves after that step's damage (510.3a). A
quoted ability the engine does not carry out still refuses the whole line."""

from __future__ import annotations

import pytest

import mtgcombat.io.describe  # noqa: F401  (the Japanese renderers, registered on import)
from mtgcombat.core.abilities import BlockTrigger, Keyword, Selector
from mtgcombat.core.model import Board, CardType, Permanent, Player, Zone
from mtgcombat.io.renderers import describe_value
from mtgcombat.rules.combat import resolve_combat
from mtgcombat.rules.effects import apply_static_effects
from mtgcombat.text import parse_sentence

LIFELINK = (
    'Enchanted creature gets +1/+1 and has lifelink and "Whenever this creature deals combat '
    'damage to a player, you gain 2 life."'
)
LIST = (
    'Equipped creature has first strike, trample, and "Whenever this creature deals combat '
    'damage to a creature, exile that creature."'
)


@pytest.mark.parametrize(
    ("sentence", "keywords", "event"),
    [
        (LIFELINK, {Keyword.LIFELINK}, "combat_damage_to_player"),
        (LIST, {Keyword.FIRST_STRIKE, Keyword.TRAMPLE}, "combat_damage_to_creature"),
    ],
)
def test_613_1f_parser_reads_keywords_and_a_granted_trigger(
    sentence: str, keywords: set[Keyword], event: str
) -> None:
    parsed = parse_sentence(sentence)
    assert parsed.status == "modelled", parsed.error
    [static] = parsed.traits.statics
    assert getattr(static, "affected", None) == Selector(host=True)
    grants = static.grants  # type: ignore[union-attr]
    assert {g for g in grants if isinstance(g, Keyword)} == keywords
    [granted] = [g for g in grants if isinstance(g, BlockTrigger)]
    assert granted.events == (event,) and granted.subject is None
    assert "これがつけられているクリーチャー" in describe_value(static, "ja")


def test_613_1f_control_a_quoted_ability_not_carried_out_refuses_the_line() -> None:
    parsed = parse_sentence(
        'Enchanted creature has flying and "Whenever this creature deals combat damage to a '
        'player, populate."'
    )
    assert parsed.status == "unmodelled"
    # a quoted activated ability (602.1) still grants nothing in combat, as before
    parsed = parse_sentence('Equipped creature has first strike, trample, and "{T}: Add {G}."')
    assert parsed.status == "modelled"
    [static] = parsed.traits.statics
    assert set(static.grants) == {Keyword.FIRST_STRIKE, Keyword.TRAMPLE}  # type: ignore[union-attr]


def _attached(pid: str, host: str, sentence: str, subtype: str) -> Permanent:
    [static] = parse_sentence(sentence).traits.statics
    return Permanent(
        id=pid,
        controller="A",
        types=frozenset({CardType.ARTIFACT if subtype == "equipment" else CardType.ENCHANTMENT}),
        subtypes=frozenset({subtype}),
        attached_to=host,
        statics=(static,),
    )


def _run(*permanents: Permanent) -> Board:
    board = apply_static_effects(Board((Player("A"), Player("B")), tuple(permanents), "A"))
    return resolve_combat(board, "current", None, auto=True, triggers=True).board


def test_510_3a_lifelink_and_the_granted_trigger_both_apply() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    # a 3/3 with lifelink: 3 damage, 3 life from lifelink (702.15b), 2 from the trigger
    board = _run(bear, elf, _attached("aura", "bear", LIFELINK, "aura"))
    assert (board.player("A").life, board.player("B").life) == (25, 17)
    # the control: the Aura on the elf, which deals no combat damage
    board = _run(bear, elf, _attached("aura", "elf", LIFELINK, "aura"))
    assert (board.player("A").life, board.player("B").life) == (20, 18)


def test_702_7b_the_first_strike_damage_trigger_exiles_the_blocker_before_it_strikes() -> None:
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    wall = Permanent(id="wall", controller="B", power=3, toughness=4, blocking=("bear",))
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    # first strike (702.7b): 2 damage to the wall (4 toughness: none tramples over),
    # the trigger exiles it (510.3a), and it deals no regular combat damage
    board = _run(bear, wall, elf, _attached("sword", "bear", LIST, "equipment"))
    assert board.permanent("wall").zone is Zone.EXILE
    assert board.permanent("bear").on_battlefield
    # the control: equipped to the elf, the bear and the wall deal damage at once
    board = _run(bear, wall, elf, _attached("sword", "elf", LIST, "equipment"))
    assert board.permanent("wall").on_battlefield
    assert not board.permanent("bear").on_battlefield


ANOTHER_DIES = (
    'Enchanted creature has "Whenever another creature dies, put a +1/+1 counter on this creature."'
)
OPPONENTS_DIES = (
    'Enchanted creature has lifelink and "Whenever a creature an opponent controls dies, put a '
    '+1/+1 counter on this creature."'
)


def test_613_1f_parser_reads_a_granted_trigger_on_other_creatures_dying() -> None:
    for sentence in (ANOTHER_DIES, OPPONENTS_DIES):
        parsed = parse_sentence(sentence)
        assert parsed.status == "modelled", parsed.error
        [static] = parsed.traits.statics
        [granted] = [g for g in static.grants if isinstance(g, BlockTrigger)]  # type: ignore[union-attr]
        assert granted.events == ("dies",) and granted.subject is not None
        assert "死亡" in describe_value(static, "ja")
    # the control: a trigger on another event with a subject is still refused
    parsed = parse_sentence(
        'Enchanted creature has "Whenever another creature you control attacks, this creature '
        'gets +1/+1 until end of turn."'
    )
    assert parsed.status == "unmodelled"


def _trade(aura_on: str, sentence: str) -> Board:
    """A's bear attacks and trades with B's ogre; A's Aura is on ``aura_on``."""
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    ogre = Permanent(id="ogre", controller="B", power=2, toughness=2, blocking=("bear",))
    wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    return _run(bear, elf, ogre, wall, _attached("aura", aura_on, sentence, "aura"))


def test_603_10a_a_granted_dies_trigger_counts_each_other_creature_that_dies() -> None:
    # both the bear and the ogre die (704.5g): the elf's gained ability triggers twice
    assert _trade("elf", ANOTHER_DIES).permanent("elf").counters.plus_one == 2
    # the control: on the wall, the same two deaths; nothing dies where the bear is unblocked
    assert _trade("wall", ANOTHER_DIES).permanent("wall").counters.plus_one == 2
    bear = Permanent(id="bear", controller="A", power=2, toughness=2, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    board = _run(bear, elf, _attached("aura", "elf", ANOTHER_DIES, "aura"))
    assert board.permanent("elf").counters.plus_one == 0


def test_603_3a_an_opponent_is_read_from_the_creature_that_has_the_granted_ability() -> None:
    """A's giant kills both of B's blockers and survives. The gained ability is the
    host's (613.1f), controlled by the host's controller (603.3a): "an opponent" is
    read from there, not from the Aura's controller."""
    giant = Permanent(id="giant", controller="A", power=4, toughness=4, attacking="B")
    elf = Permanent(id="elf", controller="A", power=1, toughness=1)
    ogre = Permanent(id="ogre", controller="B", power=2, toughness=2, blocking=("giant",))
    goblin = Permanent(id="goblin", controller="B", power=1, toughness=1, blocking=("giant",))
    wall = Permanent(id="wall", controller="B", power=0, toughness=4)
    creatures = (giant, elf, ogre, goblin, wall)
    # on A's elf, B's two blockers are an opponent's: two counters
    board = apply_static_effects(
        Board(
            (Player("A"), Player("B")),
            (*creatures, _attached("aura", "elf", OPPONENTS_DIES, "aura")),
            "A",
        )
    )
    board = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert (
        not board.permanent("ogre").on_battlefield and not board.permanent("goblin").on_battlefield
    )
    assert board.permanent("elf").counters.plus_one == 2
    # the control: A's Aura on B's wall; for B, none of the creatures that died was an opponent's
    board = apply_static_effects(
        Board(
            (Player("A"), Player("B")),
            (*creatures, _attached("aura", "wall", OPPONENTS_DIES, "aura")),
            "A",
        )
    )
    board = resolve_combat(board, "current", None, auto=True, triggers=True).board
    assert board.permanent("wall").counters.plus_one == 0
