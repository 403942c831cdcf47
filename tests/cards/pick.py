"""The random pick of the card behaviour suite: N cards per group, by a fixed seed.

The pick depends on the corpus and the seed only, never on what mtgcombat's
parser makes of a card, so it is the same before and after any engine change:
each group's pool is the card faces of an MTGJSON AtomicCards file that pass
the group's filter (its card types, and printed text that mentions combat),
sorted by name; ``random.Random(seed)`` shuffles the pool and the first
``count`` names are the pick. Every picked card then has a case under
``tests/cards/cases/`` or an entry in ``tests/cards/refused.toml`` saying why
it has none (``tests/cards/test_card_behaviour.py`` checks both, and that this
script, run again, gives ``picked.txt``).

    .venv/bin/python tests/cards/pick.py /work/corpus/AtomicCards.json > tests/cards/picked.txt

Each line of the output is ``group<TAB>card name``, in pick order. A new
group (another card type) is one more entry in ``GROUPS``: the picks of the
groups already there do not change.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Words of printed text that touch declaring attackers or blockers, combat damage
# or the numbers it is dealt with (506-511, 702's combat keywords, 208 power and
# toughness). Reminder text (in parentheses) is dropped first.
COMBAT_WORDS = re.compile(
    r"\b(attack\w*|block\w*|combat|damage|power|toughness|flying|first strike|"
    r"double strike|trample|deathtouch|lifelink|menace|reach|vigilance|defender|"
    r"indestructible|protection|\w*walk|shadow|horsemanship|fear|intimidate|skulk|"
    r"flanking|bushido|exalted|rampage|wither|infect|toxic|afflict|battle cry|"
    r"melee|provoke|regenerate|prevent\w*|unblockable|banding)\b"
    r"|[+-]\d+/[+-]\d+",
    re.IGNORECASE,
)
REMINDER = re.compile(r"\([^()]*\)")
# Faces whose layout puts one card's text on the battlefield as a permanent of its own.
LAYOUTS = frozenset({"normal", "leveler"})


def mentions_combat(face: Mapping[str, Any]) -> bool:
    """Whether a face's printed text (reminder text dropped) mentions combat.

    >>> mentions_combat({"text": "Flying (This creature can't be blocked...)"})
    True
    >>> mentions_combat({"text": "When this enters, draw a card. (Reach is not here.)"})
    False
    """
    return bool(COMBAT_WORDS.search(REMINDER.sub("", str(face.get("text", "")))))


def is_creature(face: Mapping[str, Any]) -> bool:
    return "Creature" in face.get("types", ())


def _has(face: Mapping[str, Any], card_type: str, subtype: str | None = None) -> bool:
    if card_type not in face.get("types", ()):
        return False
    return subtype is None or subtype in face.get("subtypes", ())


def non_creature(kind: str) -> Callable[[Mapping[str, Any]], bool]:
    """The filter of a non-creature group (issue 33, section 3's types), each face in
    one group only: an Aura (303.4), an Equipment (301.5), another enchantment, another
    artifact (an artifact enchantment is an enchantment), a planeswalker, an instant or
    a sorcery; never a creature, and its printed text mentions combat.

    >>> aura = {"types": ["Enchantment"], "subtypes": ["Aura"], "text": "+1/+1"}
    >>> non_creature("aura")(aura), non_creature("enchantment")(aura)
    (True, False)
    """
    tests: dict[str, Callable[[Mapping[str, Any]], bool]] = {
        "aura": lambda f: _has(f, "Enchantment", "Aura"),
        "equipment": lambda f: _has(f, "Artifact", "Equipment"),
        "enchantment": lambda f: _has(f, "Enchantment") and not _has(f, "Enchantment", "Aura"),
        "artifact": lambda f: (
            _has(f, "Artifact")
            and not _has(f, "Artifact", "Equipment")
            and not _has(f, "Enchantment")
        ),
        "planeswalker": lambda f: _has(f, "Planeswalker"),
        "instant": lambda f: _has(f, "Instant"),
        "sorcery": lambda f: _has(f, "Sorcery"),
    }
    test = tests[kind]
    return lambda f: not is_creature(f) and test(f) and mentions_combat(f)


def non_creature_permanent(face: Mapping[str, Any]) -> bool:
    """An Aura, Equipment, other enchantment or artifact (never a creature) whose
    printed text mentions combat: the union of those four groups' filters.

    >>> non_creature_permanent({"types": ["Artifact"], "subtypes": [], "text": "+1/+1"})
    True
    """
    kinds = ("aura", "equipment", "enchantment", "artifact")
    return any(non_creature(kind)(face) for kind in kinds)


@dataclass(frozen=True)
class Group:
    """One group of the pick: a filter over faces, a seed and a count."""

    name: str
    keep: Callable[[Mapping[str, Any]], bool]
    seed: int
    count: int


GROUPS = (
    # Creatures whose printed text mentions combat (issue 33, section 4); seed 33.
    Group("creature", lambda f: is_creature(f) and mentions_combat(f), seed=33, count=230),
    # The other card types (issue 33, section 3), each face in one group, seeds 3301...
    # (battles are two-faced cards, left out with every other such layout).
    Group("aura", non_creature("aura"), seed=3301, count=20),
    Group("equipment", non_creature("equipment"), seed=3302, count=15),
    Group("enchantment", non_creature("enchantment"), seed=3303, count=15),
    Group("artifact", non_creature("artifact"), seed=3304, count=15),
    Group("planeswalker", non_creature("planeswalker"), seed=3305, count=5),
    Group("instant", non_creature("instant"), seed=3306, count=40),
    Group("sorcery", non_creature("sorcery"), seed=3307, count=5),
    # Session 5's fresh audit (issue 33): picks nobody had looked at, seeds 3501...
    # (the non-creature permanents: Auras, Equipment, other enchantments, artifacts).
    Group("creature-s5", lambda f: is_creature(f) and mentions_combat(f), seed=3501, count=60),
    Group("noncreature-s5", non_creature_permanent, seed=3502, count=20),
)


def faces(doc: Mapping[str, Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """Every (name, face) of a one-faced paper card laid out as a permanent (an
    "A-" name is a digital-only rebalanced version, left out)."""
    for name, entries in doc["data"].items():
        if len(entries) != 1 or name.startswith("A-"):
            continue
        face = entries[0]
        if face.get("layout", "normal") in LAYOUTS:
            yield name, face


def pick(doc: Mapping[str, Any], group: Group, taken: frozenset[str] = frozenset()) -> list[str]:
    """The group's pick: its pool sorted by name, shuffled by its seed, the first
    ``count`` not already ``taken`` by an earlier group (a later group over the same
    cards, such as a fresh audit's, never picks a card twice)."""
    pool = sorted(name for name, face in faces(doc) if group.keep(face))
    random.Random(group.seed).shuffle(pool)
    return [name for name in pool if name not in taken][: group.count]


def pick_lines(doc: Mapping[str, Any]) -> list[str]:
    """``group<TAB>name`` for every group's pick, groups in ``GROUPS`` order."""
    lines: list[str] = []
    taken: set[str] = set()
    for group in GROUPS:
        names = pick(doc, group, frozenset(taken))
        taken.update(names)
        lines.extend(f"{group.name}\t{name}" for name in names)
    return lines


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: pick.py PATH/AtomicCards.json > tests/cards/picked.txt", file=sys.stderr)
        return 2
    doc = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    sys.stdout.write("".join(line + "\n" for line in pick_lines(doc)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
