"""The renderer of each value type in Japanese (keywords, selectors, blocking
rules, conditions, counts, static effects, block triggers), registered in
the table :func:`~mtgcombat.io.renderers.describe_value` consults when
this module is imported, and :data:`RENDERED_TYPES`, the types it knows.
"""

from __future__ import annotations

from mtgcombat.core.abilities import (
    Afflict,
    AllOf,
    AlsoBlock,
    AmountIs,
    AnyOf,
    AttackCost,
    AttackingAlone,
    AttackTax,
    BlockableDespiteLandwalk,
    BlockCost,
    BlocksSelEachCombat,
    BlockTrigger,
    Bushido,
    CanAttackDespiteDefender,
    CanBlockAsThoughReach,
    CanBlockOnly,
    CanBlockShadow,
    CanBlockTapped,
    CantAttackUnlessDefenderControls,
    CantBeBlockedAlone,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBeBlockedWhile,
    CantBlockEffect,
    CantBlockSel,
    CantBlockUnless,
    CardCount,
    CardsIn,
    CardTypeCount,
    ColorEffect,
    Compare,
    Count,
    CounterCount,
    CounterEffect,
    CounterRule,
    CountersOn,
    CountersOnTargetEffect,
    CreaturesCantAttackYou,
    DamageEffect,
    DamageRule,
    DestroyEffect,
    Difference,
    DiscardEffect,
    Distinct,
    DrawEffect,
    EnergyEffect,
    ExileEffect,
    Goaded,
    Goads,
    GreaterPowerAlsoBlocks,
    GroupKeywordEffect,
    GroupPumpEffect,
    Half,
    HalfLife,
    HalfLifeEffect,
    InGraveyard,
    Keyword,
    KeywordEffect,
    Landwalk,
    LibraryEffect,
    LifeEffect,
    LifeTotal,
    LifeTotalEffect,
    LureSel,
    MaxAttackersEachCombat,
    MaxBlockers,
    MaxBlockersEachCombat,
    MinBlockers,
    ModalEffect,
    MoreThan,
    MustBeBlockedBy,
    MustBlock,
    NoCombatDamageEffect,
    OtherKeyword,
    Paired,
    PermanentCount,
    PlayerBest,
    PlayerEffect,
    PlayerIs,
    PlayerNumber,
    PoisonCounters,
    PoisonEffect,
    PowerCantAttack,
    PreventEffect,
    PreventFrom,
    ProliferateEffect,
    Protection,
    PumpEffect,
    Rampage,
    RecordedEffect,
    RegenerateEffect,
    RemoveFromCombatEffect,
    ReturnEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    SacrificesEffect,
    Selector,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    SourceIs,
    StaticEffect,
    Sum,
    TapEffect,
    TokenEffect,
    TotalPower,
    Toxic,
    YouControl,
    YourTurn,
)
from mtgcombat.core.attack_rules import CanAttackAsThoughHaste
from mtgcombat.core.effect_values import LoseGameEffect
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.turn_history import ThisTurn
from mtgcombat.io.condition_words import _condition_clause, _number
from mtgcombat.io.effect_words import (
    _FIXED_RULES,
    _block_trigger,
    _condition,
    _effect,
    _from,
    _player,
    _static,
    _unless,
)
from mtgcombat.io.ja_terms import (
    _NUMBERED,
    _landwalk,
    _other_keyword,
    _term,
    land_type_text,
    quality_text,
)
from mtgcombat.io.renderers import _RENDERERS, _renders, describe_value
from mtgcombat.io.selector_words import _compare, _selector


@_renders(Keyword)
def _r_keyword(v: object) -> str:
    return _term("keywords", str(v))


@_renders(Protection)
def _r_protection(v: object) -> str:
    assert isinstance(v, Protection)
    return f"プロテクション（{quality_text(v.quality, 'ja')}）"


@_renders(Landwalk)
def _r_landwalk(v: object) -> str:
    assert isinstance(v, Landwalk)
    return _landwalk(v)


@_renders(Bushido, Rampage, Afflict, Toxic)
def _r_numbered(v: object) -> str:
    assert isinstance(v, Bushido | Rampage | Afflict | Toxic)
    return f"{_term('keywords', _NUMBERED[type(v)])}{v.amount}"


@_renders(OtherKeyword)
def _r_other(v: object) -> str:
    assert isinstance(v, OtherKeyword)
    return _other_keyword(v)


@_renders(Compare)
def _r_compare(v: object) -> str:
    assert isinstance(v, Compare)
    return _compare(v).removesuffix("の")


@_renders(Selector)
def _r_selector(v: object) -> str:
    assert isinstance(v, Selector)
    return _selector(v)


@_renders(*_FIXED_RULES)
def _r_fixed(v: object) -> str:
    return _FIXED_RULES[type(v)]


@_renders(MinBlockers)
def _r_min(v: object) -> str:
    assert isinstance(v, MinBlockers)
    return f"{v.count}体以上のクリーチャーによってしかブロックされない"


@_renders(MaxBlockers)
def _r_max(v: object) -> str:
    assert isinstance(v, MaxBlockers)
    # "can't be blocked by more than one creature": 2体以上のクリーチャーによってはブロックされない
    return f"{v.count + 1}体以上のクリーチャーによってはブロックされない"


@_renders(MustBlock)
def _r_must_block(v: object) -> str:
    assert isinstance(v, MustBlock)
    return f"このターン、可能なら{v.attacker}をブロックする"


@_renders(BlockCost)
def _r_cost(v: object) -> str:
    assert isinstance(v, BlockCost)
    if v.everyone:  # 509.1d: a cost for each creature that blocks
        return (
            "クリーチャーは、そのコントローラーがそれらのクリーチャー1体につき"
            f"｛{v.amount}｝を支払わないかぎりブロックできない"
        )
    each = "これの上に置かれている+1/+1カウンター1個につき" if v.per_counter else ""
    return f"ブロックするには{each}{{{v.amount}}}を支払う必要がある"


@_renders(AttackCost)
def _r_attack_cost(v: object) -> str:
    assert isinstance(v, AttackCost)  # 508.1g-h
    each = "これの上に置かれている+1/+1カウンター1個につき" if v.per_counter else ""
    return f"攻撃するには{each}{{{v.amount}}}を支払う必要がある"


@_renders(CanAttackDespiteDefender)
def _r_can_attack_despite_defender(v: object) -> str:
    assert isinstance(v, CanAttackDespiteDefender)  # 702.3b
    return "防衛を持たないかのように攻撃できる"


@_renders(CanAttackAsThoughHaste)
def _r_can_attack_as_though_haste(v: object) -> str:
    assert isinstance(v, CanAttackAsThoughHaste)  # 302.6, 702.10b
    return "速攻を持っているかのように攻撃できる"


@_renders(CantBlockSel)
def _r_cant_block_sel(v: object) -> str:
    assert isinstance(v, CantBlockSel)
    return f"{_selector(v.selector)}をブロックできない{_from(v.source)}"


@_renders(CanBlockOnly)
def _r_can_block_only(v: object) -> str:
    assert isinstance(v, CanBlockOnly)
    return f"{_selector(v.selector)}しかブロックできない{_from(v.source)}"


@_renders(CantBeBlockedBy)
def _r_cant_be_blocked_by(v: object) -> str:
    assert isinstance(v, CantBeBlockedBy)
    return f"{_selector(v.selector)}によってはブロックされない{_from(v.source)}"


@_renders(CantBeBlockedExceptBy)
def _r_except_by(v: object) -> str:
    assert isinstance(v, CantBeBlockedExceptBy)
    return f"{_selector(v.selector)}以外によってはブロックされない{_from(v.source)}"


@_renders(CantBeBlockedWhile)
def _r_while(v: object) -> str:
    assert isinstance(v, CantBeBlockedWhile)
    where = f"防御プレイヤーが{_selector(v.selector)}をコントロールしている限り"
    return f"{where}ブロックされない{_from(v.source)}"


@_renders(YouControl, AlsoBlock, GreaterPowerAlsoBlocks)
def _r_condition(v: object) -> str:
    assert isinstance(v, YouControl | AlsoBlock | GreaterPowerAlsoBlocks)
    return _condition(v)


@_renders(CantBlockUnless)
def _r_unless(v: object) -> str:
    assert isinstance(v, CantBlockUnless)
    return f"{_unless(v.condition)}ブロックできない{_from(v.source)}"


@_renders(MustBeBlockedBy)
def _r_must_be_blocked_by(v: object) -> str:
    assert isinstance(v, MustBeBlockedBy)
    return f"可能なら{_selector(v.selector)}によってブロックされる{_from(v.source)}"


@_renders(BlocksSelEachCombat)
def _r_blocks_sel(v: object) -> str:
    assert isinstance(v, BlocksSelEachCombat)
    return f"各戦闘で可能なら{_selector(v.selector)}をブロックする{_from(v.source)}"


@_renders(StaticEffect)
def _r_static(v: object) -> str:
    assert isinstance(v, StaticEffect)
    return _static(v)


@_renders(PlayerEffect)
def _r_player(v: object) -> str:
    assert isinstance(v, PlayerEffect)
    return _player(v)


@_renders(
    PermanentCount,
    SourceIs,
    LifeTotal,
    CardsIn,
    CountersOn,
    PlayerIs,
    PoisonCounters,
    HalfLife,
    MoreThan,
    Paired,
    AttackingAlone,
    InGraveyard,
    TotalPower,
    AllOf,
    AnyOf,
    AmountIs,
    ThisTurn,  # issue 33 (session 10): the turn so far
)
def _r_static_condition(v: object) -> str:
    return _condition_clause(v)


@_renders(
    Count,
    CardCount,
    CardTypeCount,
    Distinct,
    PlayerNumber,
    Sum,
    CounterCount,
    PlayerBest,
    Difference,
    Half,
)
def _r_count(v: object) -> str:
    assert isinstance(
        v,
        Count
        | CardCount
        | CardTypeCount
        | Distinct
        | PlayerNumber
        | Sum
        | CounterCount
        | PlayerBest
        | Difference
        | Half,
    )
    return _number(v)


@_renders(
    PumpEffect,
    KeywordEffect,
    DamageEffect,
    DestroyEffect,
    LifeEffect,
    PoisonEffect,
    CounterEffect,
    PreventEffect,
    RegenerateEffect,
    NoCombatDamageEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    DrawEffect,
    GroupPumpEffect,
    ColorEffect,
    LifeTotalEffect,
    RecordedEffect,
    ExileEffect,
    TapEffect,
    DiscardEffect,
    GroupKeywordEffect,
    CantBlockEffect,
    CountersOnTargetEffect,
    TokenEffect,
    HalfLifeEffect,
    LibraryEffect,
    SacrificesEffect,
    ProliferateEffect,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    ReturnEffect,
    EnergyEffect,
    ModalEffect,
    LoseGameEffect,  # issue 33 (session 10): 104.3e
    GroupLeaveEffect,  # session 12: 701.8, 406.2
)
def _r_trigger_effect(v: object) -> str:
    assert isinstance(
        v,
        PumpEffect
        | KeywordEffect
        | DamageEffect
        | DestroyEffect
        | LifeEffect
        | PoisonEffect
        | CounterEffect
        | PreventEffect
        | RegenerateEffect
        | NoCombatDamageEffect
        | RemoveFromCombatEffect
        | ReturnToHandEffect
        | SacrificeEffect
        | DrawEffect
        | GroupPumpEffect
        | ColorEffect
        | LifeTotalEffect
        | RecordedEffect
        | ExileEffect
        | TapEffect
        | DiscardEffect
        | GroupKeywordEffect
        | CantBlockEffect
        | CountersOnTargetEffect
        | TokenEffect
        | HalfLifeEffect
        | LibraryEffect
        | SacrificesEffect
        | ProliferateEffect
        | SelfCounterRemovalEffect
        | SelfUntapEffect
        | ReturnEffect
        | EnergyEffect
        | ModalEffect
        | LoseGameEffect
        | GroupLeaveEffect,
    )
    return _effect(v)


@_renders(BlockTrigger)
def _r_block_trigger(v: object) -> str:
    assert isinstance(v, BlockTrigger)
    return _block_trigger(v)


# --- values of the long-tail card forms (conditions on whose turn it is, ...)


@_renders(YourTurn)
def _r_your_turn(v: object) -> str:
    assert isinstance(v, YourTurn)
    return "あなたのターンである" if v.yours else "あなたのターンでない"


@_renders(CanBlockShadow)
def _r_can_block_shadow(v: object) -> str:
    assert isinstance(v, CanBlockShadow)
    return "シャドーを持つクリーチャーを、シャドーを持つかのようにブロックできる"


@_renders(DamageRule)
def _r_damage_rule(v: object) -> str:
    """``あなたのコントロールするクリーチャーに与えられるダメージは、そのうち1点が軽減される``."""
    assert isinstance(v, DamageRule)
    if v.does == "exile_dying" and v.to is not None:  # 614.1a: it doesn't die (700.4)
        when = f"{_condition_clause(v.condition)}限り、" if v.condition is not None else ""
        who = "これ" if v.to.ids == ("~",) else _selector(v.to)
        return f"{when}{who}が死亡する場合、代わりにそれを追放する"
    what = {"": "ダメージ", "combat": "戦闘ダメージ", "noncombat": "戦闘ダメージでないダメージ"}
    text = what[v.combat]
    if v.at_most:
        text = f"{v.at_most}点以下の{text}"
    froms: list[str] = []
    if v.source is not None:
        froms.append(_selector(v.source))
    if v.unblocked:
        froms.append("ブロックされていないクリーチャー")
    whom: list[str] = []
    if v.players is not None:
        whom.append(_term("player_groups", v.players))
    if v.to is not None:
        whom.append(_selector(v.to))
    head = "".join(f"{f}から" for f in froms) + ("または".join(whom) + "に" if whom else "")
    kind = "minus" if v.does == "plus" and v.amount < 0 else v.does
    does = _term("damage_rules", kind).format(n=abs(v.amount))
    when = f"{_condition_clause(v.condition)}限り、" if v.condition is not None else ""
    return f"{when}{head}与えられる{text}は、{does}"


@_renders(CounterRule)
def _r_counter_rule(v: object) -> str:
    """``あなたがコントロールするクリーチャーに+1/+1カウンターが1個以上置かれる場合、代わりに…``."""
    assert isinstance(v, CounterRule)
    when = f"{_condition_clause(v.condition)}限り、" if v.condition is not None else ""
    kind = f"{v.counter}カウンター" if v.counter else "カウンター"
    who = "これ" if v.to.ids == ("~",) else _selector(v.to)
    if v.does == "none":  # a "can't" (101.2)
        return f"{when}{who}には{kind}を置けない"
    if v.does == "double":
        instead = "その2倍の数"
    elif v.amount >= 0:
        instead = f"その数に{v.amount}を足した数"
    else:
        instead = f"その数から{-v.amount}を引いた数"
    return f"{when}{who}に{kind}が1個以上置かれる場合、代わりに{instead}の{kind}が置かれる"


@_renders(LureSel)
def _r_lure_sel(v: object) -> str:
    assert isinstance(v, LureSel)
    return (
        f"これをブロックできるすべての{_selector(v.selector)}はこれをブロックする{_from(v.source)}"
    )


@_renders(BlockableDespiteLandwalk)
def _r_blockable_despite_landwalk(v: object) -> str:
    assert isinstance(v, BlockableDespiteLandwalk)
    if not v.land_type:  # every landwalk ability it has
        return "自身の土地渡り能力を持たないかのようにブロックされうる"
    walk = describe_value(Landwalk(v.land_type), "ja")
    return f"{walk}を持たないかのようにブロックされうる"


@_renders(CanBlockAsThoughReach)
def _r_can_block_as_though_reach(v: object) -> str:
    assert isinstance(v, CanBlockAsThoughReach)
    return f"到達を持つかのように{_selector(v.selector)}をブロックできる{_from(v.source)}"


@_renders(CanBlockTapped)
def _r_can_block_tapped(v: object) -> str:
    assert isinstance(v, CanBlockTapped)
    return "アンタップ状態であるかのようにブロックできる"


@_renders(MaxBlockersEachCombat)
def _r_max_blockers_each_combat(v: object) -> str:
    assert isinstance(v, MaxBlockersEachCombat)
    return f"各戦闘で{v.count}体を超えるクリーチャーはブロックできない"


@_renders(CantBeBlockedAlone)
def _r_cant_be_blocked_alone(v: object) -> str:
    assert isinstance(v, CantBeBlockedAlone)
    return "単独で攻撃している限りブロックされない"


@_renders(CantAttackUnlessDefenderControls)
def _r_cant_attack_unless(v: object) -> str:
    assert isinstance(v, CantAttackUnlessDefenderControls)
    land = land_type_text(v.land_type, "ja")
    return f"防御プレイヤーが{land}をコントロールしていない限り攻撃できない"


@_renders(CreaturesCantAttackYou)
def _r_creatures_cant_attack_you(v: object) -> str:
    assert isinstance(v, CreaturesCantAttackYou)
    who = "エンチャントされているクリーチャー" if v.host else "クリーチャー"
    if v.selector is not None:  # only such creatures (issue 33)
        who = _selector(v.selector)
    if v.planeswalkers:
        return f"{who}はあなたやあなたがコントロールするプレインズウォーカーを攻撃できない"
    return f"{who}はあなたを攻撃できない"


@_renders(PowerCantAttack)
def _r_power_cant_attack(v: object) -> str:
    assert isinstance(v, PowerCantAttack)
    return f"パワーが{v.power}以上のクリーチャーは攻撃できない"


@_renders(MaxAttackersEachCombat)
def _r_max_attackers_each_combat(v: object) -> str:
    assert isinstance(v, MaxAttackersEachCombat)
    return f"各戦闘で{v.count}体を超えるクリーチャーは攻撃できない"


@_renders(Goaded)
def _r_goaded(v: object) -> str:
    assert isinstance(v, Goaded)
    return f"プレイヤー{v.player}に挑発されている"


@_renders(Goads)
def _r_goads(v: object) -> str:
    assert isinstance(v, Goads)
    who = "対戦相手がコントロールするクリーチャー"
    if v.host:
        who = "エンチャントされているクリーチャー"
    return f"{who}は各戦闘で可能なら攻撃し、可能ならあなた以外のプレイヤーを攻撃する"


@_renders(AttackTax)
def _r_attack_tax(v: object) -> str:
    assert isinstance(v, AttackTax)
    if v.per_counter:  # 122.1: the counters of any kind on each attacker
        where = (
            "あなたやあなたがコントロールするプレインズウォーカー" if v.planeswalkers else "あなた"
        )
        return (
            "1個以上のカウンターが置かれている各クリーチャーは、そのコントローラーがその"
            f"クリーチャーの上のカウンター1個につき｛{v.amount}｝を支払わないかぎり、{where}を攻撃できない"
        )
    if v.planeswalkers:
        return (
            "クリーチャーは、そのコントローラーがそれらのクリーチャー1体につき"
            f"｛{v.amount}｝を支払わないかぎり、あなたやあなたがコントロールする"
            "プレインズウォーカーを攻撃できない"
        )
    return (
        f"クリーチャーは、そのコントローラーがあなたを攻撃しているクリーチャー1体につき"
        f"｛{v.amount}｝を支払わないかぎり、あなたを攻撃できない"
    )


@_renders(PreventFrom)
def _r_prevent_from(v: object) -> str:
    assert isinstance(v, PreventFrom)
    what = "ダメージ" if v.noncombat else "戦闘ダメージ"
    return f"{_selector(v.selector)}から与えられる{what}は軽減される"


import mtgcombat.io.attack_words  # noqa: E402, F401  (attacking under a condition, 508.1c-d)
from mtgcombat.io import fog_words  # noqa: E402, F401  (issue 33: fogs limited to some, 615.1)

RENDERED_TYPES: frozenset[type] = frozenset(_RENDERERS)
"""The value types :func:`describe_value` renders in Japanese (others, and
the parser's flags it knows by name, fall back as documented there)."""
