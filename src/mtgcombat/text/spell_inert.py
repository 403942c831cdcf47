"""The lines of an instant or sorcery that change nothing as it resolves on
the combat's board (608.2): keyword lines of casting, abilities of the card
in another zone, a library or a hand touched without a combat change. The
timeline's reading of a spell card (:mod:`mtgcombat.text.spell_cards`)
passes over them.

>>> bool(INERT_LINE.match("scry 2")), bool(INERT_LINE.match("destroy target creature"))
(True, False)
"""

from __future__ import annotations

import re

INERT = (
    r"(cycling|basic landcycling|convoke|delve|improvise|split second|devoid|changeling"
    r"|flash|buyback|rebound|affinity for artifacts|cascade|kicker|multikicker|flashback"
    r"|escalate|entwine|overload|retrace|jump-start|replicate|splice onto arcane|fuse|cleave|"
    r"(plainscycling|islandcycling|swampcycling|mountaincycling|forestcycling))"
    r"( \{[^}]*\})*( \S+)?",
    r"this spell can't be countered( by spells or abilities)?",
    r"scry \d+",
    r"surveil \d+",
    # a cycling trigger: the card is cast, not cycled
    r"when you cycle ~, .*",
    r"investigate",
    r"learn",
    # a noncreature artifact token: no creature, no combat changes
    r"create an? (food|treasure|clue|gold|map) token",
    # strive: a cost for each target beyond the first (one target here)
    r"(?:~|this spell) costs \{[^}]*\}(\{[^}]*\})* more to cast for each target beyond the first",
    # the next turn's untap step is after this combat
    r"(it|that creature|those creatures|that permanent) (doesn't|don't) untap during "
    r"(its|their) controller's next (two )?untap steps?",
    # issue 33 (session 11): the same of several creatures (Sudden Storm, Tangle, Spore Cloud)
    r"those creatures don't untap during their controllers' next untap steps",
    r"each attacking creature( and each blocking creature)? doesn't untap during its "
    r"controller's next untap step",
    r"draw a card at the beginning of the next turn's upkeep",
    # issue 33 (session 3): ways to cast it other than from the hand for its
    # mana cost, none taken by an entry (the mana cost is paid, 601.2f-h):
    # madness (702.35: cast as it is discarded), foretell (702.143: cast from
    # exile), surge and spectacle (702.117, 702.137: alternative costs);
    # undaunted (702.125) and assist (702.132) only change who pays how much
    # (601.2f); conspire (702.78) an optional additional cost not paid
    r"(madness|foretell|surge|spectacle) (\{[^}]*\})+",
    r"(undaunted|assist|conspire)",
    # scrying (701.22) under a condition: a library, no combat changes
    r"if it's your turn, scry \d+",
    # issue 33 (session 5): more ways to cast it that an entry does not take
    # (cast from the hand for its mana cost, 601.2f-h): awaken (702.113, an
    # alternative cost), miracle (702.94, cast as it is drawn), aftermath
    # (702.127, the half cast from a graveyard: the same effect), buyback and
    # flashback with a cost that is not mana (702.27, 702.34: not paid);
    # reinforce (702.77) is an ability of the card in a hand, not of the spell
    r"(awaken|reinforce) \d+\s*(—|-)\s*(\{[^}]*\})+",
    r"miracle (\{[^}]*\})+",
    r"aftermath",
    r"(buyback|flashback)\s*(—|-)\s*[^.]+",
    # issue 33 (session 8): a restriction on attacking is checked only as
    # attackers are declared (508.1c), before every point of the timeline;
    # a creature declared as an attacker stays attacking (506.4 removes it
    # only when it leaves, stops being a creature or is removed from combat)
    r"(other )?creatures can't attack this turn",
    # issue 33 (session 10): a kicker that is not mana ("Kicker—Sacrifice a
    # land.", 702.33a) is an optional additional cost: an entry without
    # ``kicked`` does not pay it; a kicked entry is refused (read_spell_card)
    r"kicker\s*(—|-)\s*[^.]+",
    # issue 33 (session 12): abilities of the card in another zone, none of
    # the spell's as it resolves: transmute (702.53) and forecast (702.57),
    # activated from a hand; recover (702.59), triggered in a graveyard; dredge
    # (702.52), a replacement of draws while in a graveyard
    r"(transmute|recover) (\{[^}]*\})+",
    r"dredge \d+",
    # (forecast's ability word is gone after normalize: "{w}, reveal ~ from your hand: ...");
    # any ability whose cost or effect moves the card out of a hand or a
    # graveyard functions only there (113.6k): "{2}{u}, exile ~ from your
    # graveyard: ...", "{u/r}{u/r}, discard ~: ...", "whenever ..., you may
    # return ~ from your graveyard to your hand"
    r"(forecast\s*(—|-)\s*)?(\{[^}]*\})+, reveal ~ from your hand: .+",
    r"(\{[^}]*\})+, (exile ~ from your graveyard|discard ~): .+",
    # (only the exact words: to the hand, or into exile, and no more)
    r"(when|whenever) [^,]+, (you may )?(return ~ from your graveyard to your hand"
    r"( at the beginning of the next end step)?|exile ~ from your graveyard)",
    # splice onto Arcane with a cost that is not mana (702.47a): an ability of
    # the card in a hand, used as another Arcane spell is cast; entwine with a
    # cost that is not mana (702.42a), not paid: one mode is chosen
    r"splice onto arcane\s*(—|-)\s*.+",
    r"entwine\s*(—|-)\s*.+",
    # scrying (701.22) under any condition: a library, no combat changes
    r"if [^,]+, scry \d+",
    # the spell's card shuffled into its library as it resolves, instead of
    # going to the graveyard (608.2n): no permanent changes (the Beacons, Zeniths)
    r"shuffle ~ into its owner's library",
)
"""Sentences (normalized, lowercase) that change nothing as the spell
resolves on the combat's board."""

INERT_LINE: re.Pattern[str] = re.compile(rf"^(?:{'|'.join(INERT)})$")
"""A whole line (normalized, lowercase) that is one of :data:`INERT`."""


__all__ = ["INERT", "INERT_LINE"]
