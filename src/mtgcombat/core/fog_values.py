"""Fogs limited to a player or to some creatures (615.1): "prevent all
combat damage that would be dealt to you this turn", "... by creatures your
opponents control", "prevent all damage target creature would deal this
turn". The value (:class:`FogEffect`) is a spell's or a triggered ability's
effect; once it resolves it is kept, with its controller, source and
targets, on the controller's :class:`~mtgcombat.core.player.Player` until
the cleanup step (514.2). Which damage it prevents is read as the damage
would be dealt, not fixed as it resolved: a prevention effect changes no
characteristics, so 611.2c does not fix its set (a creature that enters
attacking later is covered by "creatures your opponents control").
:mod:`mtgcombat.rules.limited_prevention` applies it.
"""

from __future__ import annotations

from typing import Final

from mtgcombat.core.selector_values import Selector
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# whom the damage is dealt to: anyone ("")
FOG_TO: Final = {
    "": "",
    "you": "to you",
    "players": "to players",
    "creatures": "to creatures",
    "your_creatures": "to creatures you control",
    "you_and_your_creatures": "to you and creatures you control",
    "you_and_your_permanents": "to you and permanents you control",
    "target": "to the target",
}
# whom the damage is dealt by: any source ("")
FOG_BY: Final = {
    "": "",
    "creatures": "by creatures",
    "opponents_creatures": "by creatures your opponents control",
    "attacking": "by attacking creatures",
    # issue 33 (session 11): attacking creatures with no blocker declared (509.1h)
    "unblocked": "by unblocked creatures",
    "target": "by the target",
    "not_target": "by creatures other than the target",
    # issue 33: "a source of your choice", chosen as the effect is created (609.7a)
    "chosen": "by the source of its controller's choice",
    # issue 33 (session 13): creatures of some quality (its ``sources``)
    "sel": "by {sources}",
}
# who would deal the damage of a 615.8 shield ("the next time ... would deal
# damage"), by its ``by``
NEXT_TIME_BY: Final = {
    "chosen": "a source of its controller's choice",
    "target": "the target",
}


def source_kind(sources: Selector) -> str:
    """The kind of source a chosen source has to be (609.7b), with its
    article: "a red", "a black or red", "an artifact".

    >>> source_kind(Selector(types=frozenset(), colors=frozenset({"red", "black"})))
    'a black or red'
    """
    if sources.colors:
        return "a " + " or ".join(sorted(sources.colors))
    return "an artifact"


@dataclass(frozen=True, slots=True)
class FogEffect:
    """Prevent all (combat) damage that would be dealt this turn ``to``
    some players or permanents and ``by`` some sources (615.1); both are
    words of :data:`FOG_TO` and :data:`FOG_BY` ("" for any). ``combat``:
    only combat damage ("all combat damage"); without it all damage.
    ``controller``, ``source`` and ``ids`` (the targets) are set as it
    resolves: "you" is its controller. ``once``: a shield of 615.8 ("the
    next time a source of your choice would deal damage to you this turn,
    prevent that damage"), which prevents the next damage event of its
    source that it covers, however much, and is then used up. ``sources``:
    for ``by="sel"``, the creatures whose damage it prevents ("by creatures
    with power 4 or less", "by nongreen creatures"), read as the damage
    would be dealt.

    >>> str(FogEffect(to="you"))
    'prevent all combat damage that would be dealt to you this turn'
    >>> str(FogEffect(by="target", combat=False))
    'prevent all damage that would be dealt by the target this turn'
    >>> FogEffect(to="you", by="attacking", combat=False).code
    'all:you:attacking'
    >>> str(FogEffect(by="sel", sources=Selector(not_colors=frozenset({"green"}))))
    'prevent all combat damage that would be dealt by nongreen creatures this turn'
    >>> red = Selector(types=frozenset(), colors=frozenset({"red"}))
    >>> str(FogEffect(to="you", by="chosen", combat=False, once=True, sources=red))[:42]
    'the next time a red source of its controll'
    >>> str(FogEffect(to="you", by="chosen", combat=False, once=True))
    "the next time a source of its controller's choice would deal damage to you this turn, \
prevent that damage"
    """

    to: str = ""
    by: str = ""
    combat: bool = True
    controller: str = ""
    source: str = ""
    ids: tuple[str, ...] = ()
    once: bool = False  # issue 33 (session 13): 615.8, used up by one damage event
    sources: Selector | None = None  # issue 33 (session 13): ``by="sel"``
    # issue 33 (session 13): "You gain life equal to the damage prevented
    # this way." (615.5): its controller gains what it prevents
    gain: bool = False

    @property
    def code(self) -> str:
        """What it prevents in a few words, for events and their messages:
        ``combat`` or ``all`` (``next`` for a 615.8 shield), then its ``to``
        and ``by``.

        >>> FogEffect(by="opponents_creatures").code
        'combat::opponents_creatures'
        >>> FogEffect(by="target", combat=False, once=True).code
        'next::target'
        >>> FogEffect(by="sel", sources=Selector(without_keywords=frozenset({"trample"}))).code
        'combat::sel:creatures without trample'
        """
        what = "next" if self.once else "combat" if self.combat else "all"
        if self.by == "sel":  # the creatures' notation after it (it may hold ":")
            return f"{what}:{self.to}:sel:{self.sources}"
        return f"{what}:{self.to}:{self.by}"

    @property
    def targeted(self) -> bool:
        """Whether it names a target (its ``ids`` are chosen as it is cast).

        >>> FogEffect(by="not_target").targeted, FogEffect(to="you").targeted
        (True, False)
        """
        return "target" in (self.to, self.by) or self.by == "not_target"

    def __str__(self) -> str:
        gain = ", and its controller gains life equal to the damage prevented" if self.gain else ""
        if self.once:
            to = f" {FOG_TO[self.to]}" if self.to else ""
            who = NEXT_TIME_BY[self.by]
            if self.by == "chosen" and self.sources is not None:  # 609.7b
                who = f"{source_kind(self.sources)} {who[2:]}"
            return f"the next time {who} would deal damage{to} this turn, prevent that damage{gain}"
        what = "combat damage" if self.combat else "damage"
        by = FOG_BY[self.by].format(sources=self.sources)
        words = " ".join(w for w in (FOG_TO[self.to], by) if w)
        said = f"prevent all {what} that would be dealt {words} this turn".replace("  ", " ")
        return said + gain


__all__ = ["FOG_BY", "FOG_TO", "NEXT_TIME_BY", "FogEffect", "source_kind"]
