"""A card sentence as the grammar reads it: lowercase, straight apostrophes,
no reminder text, no ability word, and "~" for the card itself, found by its
whole name or the short name of a legendary card (201.4c of older rules).
"""

from __future__ import annotations

import re

from mtgcombat.text.byte_cache import byte_lru
from mtgcombat.text.keywords import keyword_table, subtype_table
from mtgcombat.text.limits import NAME_CACHE_BYTES

_SELF_WORDS = (
    r"\b(this (creature|permanent|artifact|enchantment|land|card|planeswalker|battle)"
    r"|cardname)\b"
)


_ABILITY_WORD = r"^[a-z][a-z' ]{2,30} \u2014 (?=\S)"


def normalize(sentence: str, name: str = "") -> str:
    """The sentence as the grammar reads it: lowercase, straight apostrophes,
    no reminder text, "~" for the card itself, no trailing period.

    >>> normalize("Whenever Lord blocks, Lord gets +1/+1.", name="Lord")
    'whenever ~ blocks, ~ gets +1/+1'
    """
    text = sentence.replace("\u2019", "'").replace("\u2018", "'").replace("\u2212", "-")
    while True:
        stripped = re.sub(r"\([^()]*\)", " ", text)
        if stripped == text:
            break
        text = stripped
    text = " ".join(text.split())
    for pattern in _name_patterns(name):
        text = pattern.sub("~", text)
    text = text.lower()
    text = re.sub(_SELF_WORDS, "~", text)
    text = re.sub(
        _ABILITY_WORD, "", text
    )  # "landfall — whenever ...": the word has no rules meaning
    return text.rstrip(". ").strip()


def self_name_forms(name: str) -> tuple[str, ...]:
    """The ways a card's text names the card itself: its whole name and,
    for a legendary card, the short name its text may use instead (201.4c
    in older editions of the rules, "a shortened version of its name"):
    the part before a comma ("Doran" for "Doran, the Siege Tower") and the
    words before the epithet of a name such as "Rashka the Slayer"
    ("Rashka"). The second is used only when it is unambiguous: a proper
    noun (each word capitalised, before a capitalised epithet) that is no
    subtype, keyword, card type or color, so that "Knight of the Mists" or
    "Sliver Queen" keep their words.

    >>> self_name_forms("Grizzly Bears")
    ('Grizzly Bears',)
    >>> self_name_forms("Isamaru, Hound of Konda")
    ('Isamaru, Hound of Konda', 'Isamaru')
    >>> self_name_forms("A-Armory Veteran")
    ('A-Armory Veteran', 'Armory Veteran')
    """
    return tuple(form for form, _ in _name_forms(name))


def _name_forms(name: str) -> tuple[tuple[str, bool], ...]:
    """Each form of the name, and whether it is matched with its case (a
    short form found by its capitals is a proper noun only when capitalised)."""
    name = " ".join(name.replace("\u2019", "'").split())
    if not name:
        return ()
    if name.startswith("A-") and len(name) > 2:
        # a rebalanced digital card ("A-Armory Veteran") is named in its own text
        # without the prefix MTGJSON gives it ("As long as Armory Veteran is equipped")
        return ((name, False), *_name_forms(name[2:]))
    forms = [(name, False)]
    if ", " in name:  # "Doran, the Siege Tower" is also "Doran"
        forms.append((name.split(", ")[0], False))
        return tuple(forms)
    head, the, epithet = name.partition(" the ")
    if the and epithet[:1].isupper() and _proper_noun(head):
        forms.append((head, True))  # "Rashka the Slayer" is also "Rashka"
    return tuple(forms)


_NOT_NAMES = frozenset({
    "white", "blue", "black", "red", "green", "colorless", "creature", "artifact",
    "enchantment", "land", "planeswalker", "battle", "instant", "sorcery", "token",
    "legendary", "basic", "snow", "each", "all", "other", "another", "target",
})  # fmt: skip


def _proper_noun(words: str) -> bool:
    """Whether words read as a character's name and nothing else: each word
    capitalised, and none a subtype, a keyword or a word of the rules."""
    parts = words.split()
    if not parts or not all(w[:1].isupper() for w in parts):
        return False
    reserved = subtype_table().keys() | keyword_table().keys() | _NOT_NAMES
    return not any(w.lower() in reserved for w in parts) and words.lower() not in reserved


@byte_lru(max_bytes=NAME_CACHE_BYTES, maxsize=4096)
def _name_patterns(name: str) -> tuple[re.Pattern[str], ...]:
    """The patterns that find the card's own name in its text, longest form
    first; a short form followed by " the " is another card's name
    ("Tuktuk the Returned", a token of "Tuktuk the Explorer"). A one-word
    name is found only with its case (201.4: the text writes the card's name
    as printed), so that "sacrifice" in the card Sacrifice's text, or
    "vigilance" in Vigilance's, stays a word of the rules."""
    out: list[re.Pattern[str]] = []
    for form, exact in sorted(_name_forms(name), key=lambda f: -len(f[0])):
        flags = 0 if exact or " " not in form else re.IGNORECASE
        tail = r"(?![\w-])(?! the [A-Z])" if exact else r"(?![\w-])"
        out.append(re.compile(rf"(?<![\w'-]){re.escape(form)}{tail}", flags))
    return tuple(out)
