"""The kinds of the structured form of ability values
(:mod:`mtgcombat.text.structured`): the class each ``"kind"`` names, the
permanent's own facts (flags), and the fields and words a table may hold,
shared by writing and reading it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import get_args

from mtgcombat.core import abilities as ab
from mtgcombat.core.abilities import TriggerEvent
from mtgcombat.core.attack_effect_values import ATTACK_EFFECTS
from mtgcombat.core.cast_when import CastWhen
from mtgcombat.core.counted_values import (
    BlockRuleEffect,
    CountedEffect,
    Greatest,
    InterveningIf,
    SourceStat,
)
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.named_counter_values import NamedCounterEffect
from mtgcombat.core.sacrifice_values import Sacrificed
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.core.token_later import SelfAtEndOfCombat, TokenLater
from mtgcombat.core.turn_history import HISTORY_FACTS
from mtgcombat.text.structured_words import field_words


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


_CLASSES: dict[str, type] = {
    _snake(c.__name__): c
    for c in (
        ab.Protection, ab.Landwalk, ab.Bushido, ab.Rampage, ab.Afflict, ab.Toxic,
        ab.OtherKeyword, ab.CantBlock, ab.CantBeBlocked, ab.CanBlockOnlyFlyers,
        ab.CantBlockAlone, ab.MinBlockers, ab.MaxBlockers, ab.BlocksEachCombat,
        ab.MustBlock, ab.Lure, ab.MustBeBlocked, ab.MustBeBlockedByExactlyOne,
        ab.BlockCost, ab.CantBlockSel, ab.CanBlockOnly, ab.CantBeBlockedBy,
        ab.CantBeBlockedExceptBy, ab.CantBeBlockedWhile, ab.YouControl, ab.AlsoBlock,
        ab.GreaterPowerAlsoBlocks, ab.CantBlockUnless, ab.CantBeBlockedUnlessAllBlock,
        ab.MustBeBlockedBy, ab.BlocksSelEachCombat, ab.StaticEffect, ab.PlayerEffect,
        ab.BlockTrigger, ab.PumpEffect, ab.KeywordEffect, ab.DamageEffect, ab.DestroyEffect,
        ab.LifeEffect, ab.PoisonEffect, ab.CounterEffect, ab.PreventEffect, ab.RegenerateEffect,
        ab.NoCombatDamageEffect, ab.RemoveFromCombatEffect, ab.ReturnToHandEffect,
        ab.SacrificeEffect, ab.DrawEffect, ab.GroupPumpEffect, ab.ColorEffect, ab.LifeTotalEffect,
        ab.RecordedEffect, ab.ExileEffect, ab.TapEffect, ab.DiscardEffect,
        ab.RecordedEffect,
        ab.GroupKeywordEffect, ab.CantBlockEffect,
        ab.CountersOnTargetEffect,
        ab.TokenEffect, ab.HalfLifeEffect, ab.LibraryEffect,
        ab.SacrificesEffect,
        ab.ProliferateEffect,
        ab.SelfCounterRemovalEffect,
        ab.SelfUntapEffect,
        ab.ReturnEffect, ab.ModalEffect,
        ab.EnergyEffect,
        ab.LoseGameEffect,  # issue 33 (session 10): 104.3e
        *ATTACK_EFFECTS,  # issue 33: tokens attacking, untap and tap, costs (508.4, 118.3)
        TokenLater,  # issue 33: a token effect's delayed ability (603.7)
        CopyTokenEffect,  # issue 33: token copies of ~ (707.2)
        CastWhen,  # issue 33: a cast trigger's turn, count or kicker (601.2i)
        CountedEffect, InterveningIf, SourceStat, Greatest, BlockRuleEffect,  # 608.2h, 603.4
        DefendingPaysEffect,  # session 11: 603.5, 118.3
        GroupLeaveEffect,  # session 12: 701.8, 406.2, 608.2c
        Sacrificed,  # session 13: a spell's X from its cost paid (601.2h, 608.2h)
        ab.PermanentCount, ab.SourceIs, ab.LifeTotal, ab.Count, ab.CardCount, ab.CardsIn,
        ab.YourTurn, ab.PreventFrom, ab.CanBlockShadow, ab.DamageRule, ab.CountersOn, ab.PlayerIs,
        ab.CounterRule,  # session 12: counters put on permanents changed (614.1a, 122.6)
        ab.PoisonCounters, ab.HalfLife, ab.MoreThan, ab.Paired, ab.AttackingAlone, ab.AllOf,
        ab.InGraveyard,  # issue 33 (session 9): 113.6b
        ab.ThisTurn,  # issue 33 (session 10): the turn so far
        ab.TotalPower,
        ab.AnyOf, ab.CardTypeCount, ab.Distinct, ab.PlayerNumber, ab.Sum, ab.AmountIs,
        ab.CounterCount, ab.PlayerBest, ab.Difference, ab.Half,
        ab.LureSel, ab.BlockableDespiteLandwalk, ab.CanBlockAsThoughReach, ab.CanBlockTapped,
        ab.MaxBlockersEachCombat, ab.CantBeBlockedAlone,
        *ab.ATTACK_RULES,
        *ab.ATTACK_CONDITIONS,
    )
}  # fmt: skip
FLAG_KINDS = (
    "can_block_additional",
    "can_block_any_number",
    "assign_as_though_unblocked",
    "assigns_damage_by_toughness",
    "cant_have_counters",
    "deals_double_damage",
    "regenerates",
)
_SET_FIELDS = {
    "types", "not_types", "subtypes", "not_subtypes", "colors", "not_colors",
    "supertypes", "not_supertypes",
}  # fmt: skip
_KEYWORD_FIELDS = ("with_keywords", "without_keywords", "with_any_keywords")
_STATIC_CONDITIONS = ab.STATIC_CONDITIONS
_AMOUNTS = (
    ab.Count, ab.CardCount, ab.CardTypeCount, ab.Distinct, ab.PlayerNumber, ab.Sum,
    ab.CounterCount, ab.PlayerBest, ab.Difference, ab.Half,
)  # fmt: skip
_OPS = ("<", "<=", "==", ">=", ">")
_COLORS = frozenset({"white", "blue", "black", "red", "green"})
_DAMAGE_RULE_WORDS: dict[str, tuple[str, ...]] = {
    "does": get_args(ab.DamageKind),
    "players": get_args(ab.PlayerGroup),
    "combat": get_args(ab.DamageWhich),
}


TRIGGER_WORDS = {
    "events": get_args(TriggerEvent),  # every event core.triggered names
    "target": (
        "it",
        "other",
        "blockers",
        "target",
        "each",
        "attacking",
        "attacking_yours",
        "you",
        "defending",
        "other_controller",
        "it_controller",
        "that_player",
    ),
    "player": ("you", "defending", "other_controller", "it_controller", "that_player"),
    "per": ("", "blocker", "blocker_beyond_first", "blocked"),
}
TRIGGER_EFFECTS = (
    ab.PumpEffect, ab.KeywordEffect, ab.DamageEffect, ab.DestroyEffect, ab.LifeEffect,
    ab.PoisonEffect, ab.CounterEffect, ab.PreventEffect, ab.RegenerateEffect,
    ab.NoCombatDamageEffect, ab.RemoveFromCombatEffect, ab.ReturnToHandEffect, ab.SacrificeEffect,
    ab.DrawEffect, ab.GroupPumpEffect, ab.ColorEffect, ab.LifeTotalEffect, ab.RecordedEffect,
    ab.ExileEffect, ab.TapEffect, ab.DiscardEffect,
    ab.GroupKeywordEffect, ab.CantBlockEffect,
    ab.CountersOnTargetEffect,
    ab.TokenEffect, ab.HalfLifeEffect, ab.LibraryEffect, ab.SacrificesEffect,
    ab.ProliferateEffect, ab.SelfCounterRemovalEffect, ab.SelfUntapEffect,
    ab.ReturnEffect, ab.ModalEffect, ab.EnergyEffect, CountedEffect, InterveningIf,
    ab.LoseGameEffect,  # issue 33 (session 10): 104.3e
    *ATTACK_EFFECTS,  # issue 33 (508.4, 701.26, 118.3)
    CopyTokenEffect,  # issue 33 (707.2)
    DefendingPaysEffect,  # session 11 (603.5, 118.3)
    BlockRuleEffect,  # "target creature blocks it this combat if able" (509.1b-c)
    GroupLeaveEffect,  # session 12 (701.8, 406.2, 608.2c)
)  # fmt: skip
"""The classes a block trigger's ``effects`` may hold, and the words its
other fields may hold (the structured form of a triggered ability, 603.1):
every :data:`~mtgcombat.core.triggered.TriggerEffect` but renown's and
ingest's, which the rules make from the keyword (702.112a, 702.115a)."""

FIELD_NAMES: dict[type, dict[str, str]] = {
    NamedCounterEffect: {"kind": "counter"},  # its kind of counter (122.1): "gold"
}
"""Fields written under another name, because the table's own ``"kind"``
names the class: class to {field: name in the table}."""


def cast_when_from_json(
    value: object, read: Callable[[object], object], error: Callable[..., Exception]
) -> CastWhen:
    """A block trigger's ``when`` (issue 33; 601.2i): a ``cast_when`` table,
    read with ``read`` (the structured reader); ``error`` builds the error
    raised for anything else.

    >>> from mtgcombat.text.structured import ability_from_json
    >>> cast_when_from_json({"kind": "cast_when", "nth": 2}, ability_from_json, ValueError)
    CastWhen(nth=2, after_first=False, turn='', kicked=False)
    """
    when = read(value) if isinstance(value, dict) else None
    if (
        not isinstance(when, CastWhen)
        or when.nth not in (0, 1, 2, 3)
        or when.turn not in ("", "yours", "opponents")
        or not all(isinstance(b, bool) for b in (when.after_first, when.kicked))
    ):
        raise error(
            f'"when" must be a cast_when (nth 0-3, turn "", "yours" or "opponents"), got {value!r}',
            "structured_cast_when",
            got=repr(value),
        )
    return when


WORD_FIELDS: tuple[tuple[str, tuple[type, ...] | None, tuple[str, ...]], ...] = (
    ("zone", (ab.CardCount, ab.CardsIn, ab.MoreThan, ab.CardTypeCount), ("hand", "graveyard")),
    ("whose", (ab.PlayerBest,), ("opponents", "each")),  # issue 33 (session 9)
    ("number", (ab.PlayerBest,), ("life", "hand")),
    ("whose", None, ("you", "opponents", "each", "chosen")),
    ("who", (ab.LifeTotal,), ("you", "opponent")),
    ("who", (ab.CardsIn, ab.PlayerIs, ab.PoisonCounters), ("you", "opponent", "player")),
    ("who", (ab.HalfLife,), ("you", "opponent")),
    ("state", (ab.PlayerIs,), ("monarch", "city's blessing", "initiative")),
    ("than", (ab.MoreThan,), ("each_opponent", "attacking")),
    ("action", (SelfAtEndOfCombat,), ("sacrifice", "return", "library")),  # 603.7, 511.2
    ("who", (SelfAtEndOfCombat,), ("self", "it", "other")),
    ("who", (ab.PlayerEffect,), ("you", "opponents", "each")),
    ("cant_cast", (ab.PlayerEffect,), ("combat", "your_turn")),  # 101.2, 601.3
    ("does", (ab.CounterRule,), ("plus", "double", "none")),  # 614.1a (session 12)
    ("counter", (ab.CounterRule,), ("+1/+1", "-1/-1", "")),
    ("fact", (ab.ThisTurn,), HISTORY_FACTS),  # issue 33 (session 10): the turn so far
    ("who", (ab.ThisTurn,), ("you", "opponent", "player")),
)
"""Fields whose value is one of a few words: the field, the classes it has
that meaning in (None: every class), and the words allowed."""


def allowed_words(key: str, cls: type) -> tuple[str, ...] | None:
    """The words field ``key`` of ``cls`` may hold, if it is such a field:
    those of :data:`WORD_FIELDS`, else those its type lists
    (:func:`~mtgcombat.text.structured_words.field_words`).

    >>> allowed_words("zone", ab.CardsIn)
    ('hand', 'graveyard')
    >>> allowed_words("rule", BlockRuleEffect)
    ('blocks_it', 'cant_be_blocked')
    >>> allowed_words("zone", ab.LifeTotal) is None
    True
    """
    for name, classes, words in WORD_FIELDS:
        if name == key and (classes is None or cls in classes):
            return words
    return field_words(cls, key)


def renamed_fields(table: dict[str, object], renamed: dict[str, str]) -> dict[str, object]:
    """A table's fields under their names in the class (the inverse of
    :data:`FIELD_NAMES`, whose ``renamed`` is the class's entry).

    >>> renamed_fields({"counter": "gold", "amount": 2}, {"kind": "counter"})
    {'kind': 'gold', 'amount': 2}
    """
    back = {written: name for name, written in renamed.items()}
    return {back.get(key, key): value for key, value in table.items()}
