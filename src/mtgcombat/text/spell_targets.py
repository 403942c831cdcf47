"""A spell sentence with several targets of one kind (601.2c, 115.1):
"Tap up to two target creatures.", "Up to two target creatures each get
+1/+1 until end of turn.", "Return two target creatures to their owners'
hands." Each target is chosen once (601.2c: an object is chosen once for
each instance of the word "target") and the effect is done to each of them
(608.2c), so the sentence reads as the one-target sentence with a count of
targets: :func:`plural_targets`.
"""

from __future__ import annotations

import re

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

_PLURAL = re.compile(
    r"\b(?P<how>up to (?P<upto>one|two|three|four|five)|(?P<exact>two|three|four|five|\d+)"
    r"|any number of) target (?P<kind>(?:[a-z-]+ )*?)(?P<noun>creatures|permanents|artifacts and/or"
    r" enchantments|artifacts, creatures, and/or lands|artifacts|lands|enchantments)\b",
    re.I,
)
# issue 33 (session 11): the other kinds of permanents, each in its singular
# form ("Destroy two target artifacts.", "Tap X target nonland permanents.")
_SINGULAR = {
    "creatures": "creature",
    "permanents": "permanent",
    "artifacts and/or enchantments": "artifact or enchantment",
    "artifacts, creatures, and/or lands": "artifact, creature, or land",
    "artifacts": "artifact",
    "lands": "land",
    "enchantments": "enchantment",
}
# the verbs of a plural subject and their singular forms
_VERBS = (
    (re.compile(r"^creatures (each )?get\b"), "creature gets"),
    (re.compile(r"^creatures (each )?gain\b"), "creature gains"),
    (re.compile(r"^creatures (each )?lose\b"), "creature loses"),
    (re.compile(r"^creatures (each )?deal\b"), "creature deals"),
    (re.compile(r"^creatures (each )?block\b"), "creature blocks"),
    (re.compile(r"^creatures (each )?can't\b"), "creature can't"),
    (re.compile(r"^creatures\b"), "creature"),
)
# issue 33 (session 13): "to each of (up to) two targets": any targets
# (115.4), that many, each a different one (601.2c); the count is a number
# word, or digits (an X written in, 107.3a; none for 0, which chooses none)
_EACH_OF_TARGETS = re.compile(
    r"\beach of (?:up to (?P<upto>one|two|three|four|five|six|[1-9]\d*)"
    r"|(?P<exact>one|two|three|four|five|six|[1-9]\d*)) targets\b",
    re.I,
)
_OWNERS = re.compile(r"\btheir owners?'s? hands\b|\btheir owner's hand\b")


def plural_targets(sentence: str) -> tuple[str, tuple[int, int]]:
    """The sentence with its targets written as one ("target creature"),
    and how many it takes: at least, at most (0: any number). A sentence
    without such targets is returned as it is, with ``(1, 1)``.

    >>> plural_targets("Tap up to two target creatures.")
    ('Tap target creature.', (0, 2))
    >>> plural_targets("Up to two target creatures each get +1/+1 until end of turn.")
    ('Target creature gets +1/+1 until end of turn.', (0, 2))
    >>> plural_targets("Return two target creatures to their owners' hands.")
    ("Return target creature to its owner's hand.", (2, 2))
    >>> plural_targets("Any number of target attacking creatures gain flying until end of turn.")
    ('Target attacking creature gains flying until end of turn.', (0, 0))
    >>> plural_targets("Destroy up to two target artifacts and/or enchantments.")
    ('Destroy target artifact or enchantment.', (0, 2))
    >>> plural_targets("Tap 3 target nonland permanents.")
    ('Tap target nonland permanent.', (3, 3))
    >>> plural_targets("Tap target creature.")
    ('Tap target creature.', (1, 1))
    >>> plural_targets("~ deals 2 damage to each of up to three targets.")
    ('~ deals 2 damage to any target.', (0, 3))
    >>> plural_targets("~ deals 3 damage to each of two targets.")
    ('~ deals 3 damage to any target.', (2, 2))
    """
    each_of = _EACH_OF_TARGETS.search(sentence)
    if each_of is not None and len(re.findall(r"\btargets?\b", sentence, re.I)) == 1:
        word = (each_of["upto"] or each_of["exact"]).lower()
        n = int(word) if word.isdigit() else _NUMBERS[word]
        count = (0, n) if each_of["upto"] else (n, n)
        return sentence[: each_of.start()] + "any target" + sentence[each_of.end() :], count
    found = _PLURAL.search(sentence)
    if found is None or len(re.findall(r"\btarget\b", sentence, re.I)) > 1:
        # a second word "target": another set of targets, not a count of one
        return sentence, (1, 1)
    if found["upto"]:
        count = (0, _NUMBERS[found["upto"].lower()])
    elif found["exact"]:
        exact = found["exact"].lower()
        n = int(exact) if exact.isdigit() else _NUMBERS[exact]
        count = (n, n)
    else:
        count = (0, 0)
    head = sentence[: found.start()]
    rest = "creatures" + sentence[found.end() :]
    for verb, singular in _VERBS:
        if verb.match(rest):
            rest = verb.sub(singular, rest, count=1)
            break
    rest = _OWNERS.sub("its owner's hand", rest)
    # the verb is made singular on "creature(s)", then the noun is the kind's own
    rest = _SINGULAR[found["noun"].lower()] + rest.removeprefix("creature")
    phrase = f"target {found['kind']}{rest}"
    if not head.strip():
        phrase = phrase[0].upper() + phrase[1:]
    return head + phrase, count
