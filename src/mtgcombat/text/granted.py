"""Abilities granted in quotes (613.1f, layer 6): 'Enchanted creature has
"Whenever this creature deals combat damage to a player, ..."'. The quoted
sentence is read on its own (by the parser, which hands its reading here);
this module decides whether the permanent that gains it has it as if printed
(a triggered ability of its own, 603.2) or whether the grant is refused."""

from __future__ import annotations

from mtgcombat.core.abilities import BlockTrigger
from mtgcombat.text.traits import Status, Traits, Unmodelled


def grantable(traits: Traits) -> bool:
    """Whether a quoted ability is a triggered ability which a permanent that
    gains it has as if printed (613.1f): one about the permanent itself
    ("whenever this creature attacks / deals combat damage ..."), or one on
    other creatures dying ("whenever another creature dies, put a +1/+1
    counter on this creature"; 603.10a, issue 33 session 11), whose "another"
    and "you" are read from the permanent that has it, as for a printed one.

    >>> from mtgcombat.text import parse_sentence
    >>> grantable(parse_sentence("Whenever this creature attacks, you gain 1 life.").traits)
    True
    >>> grantable(parse_sentence("Whenever another creature dies, untap this creature.").traits)
    True
    >>> grantable(parse_sentence("This creature gets +1/+1.").traits)
    False
    """
    return (
        bool(traits.abilities)
        and all(
            isinstance(a, BlockTrigger) and (a.subject is None or a.events == ("dies",))
            for a in traits.abilities
        )
        and traits == Traits(abilities=traits.abilities)
    )


def copies_itself(traits: Traits) -> bool:
    """Whether a quoted ability creates a token copy of "~" (707.2): in a
    granted ability, "this creature" and the granting permanent's own name
    are both "~" once read, so the copy (and what else names "~") can't be
    told apart: not granted as read.

    >>> from mtgcombat.text import parse_sentence
    >>> copies_itself(parse_sentence("Whenever this creature attacks, you gain 1 life.").traits)
    False
    """
    from mtgcombat.core.token_copies import CopyTokenEffect  # noqa: PLC0415

    return any(
        isinstance(a, BlockTrigger) and any(isinstance(e, CopyTokenEffect) for e in a.effects)
        for a in traits.abilities
    )


def granted_abilities(quoted: str, status: Status, traits: Traits) -> tuple[object, ...]:
    """The abilities a permanent gains from ``quoted`` (the quoted sentence,
    read with ``status`` and ``traits``): its triggered abilities, when they
    are ones it has as if printed (613.1f); else :class:`Unmodelled`.

    >>> from mtgcombat.text import parse_sentence
    >>> quoted = '"Whenever this creature attacks, you gain 1 life."'
    >>> read = parse_sentence(quoted.strip('"'))
    >>> [str(a) for a in granted_abilities(quoted, read.status, read.traits)]
    ['whenever this creature attacks, you gain 1 life']
    """
    if status == "modelled" and copies_itself(traits):
        # "a copy of this creature" beside the Aura's or Equipment's own
        # name, both "~" once read: which one is meant is lost (707.2)
        raise Unmodelled(f"granting {quoted}")
    if status == "modelled" and grantable(traits):
        # a triggered ability of its own (603.2) the permanent gains
        # (613.1f, layer 6): it triggers and resolves as a printed one
        return tuple(traits.abilities)
    raise Unmodelled(f"granting {quoted}")
