"""The checks a ``[[timeline]]`` entry's targets get from the damage and
removal forms of issue 33 (:mod:`mtgcombat.rules.spell_removal`): a second
target an effect names (601.2c: the entry's ``targets`` then list the first
target and the second, each once), and damage divided as the caster
chooses (601.2d: the entry's ``divide`` announces each target's share,
at least 1 each, in the order of ``targets``, adding up to the spell's
damage).
"""

from __future__ import annotations

from mtgcombat.rules.spell_removal import divided, second_target
from mtgcombat.rules.timeline import Spell
from mtgcombat.scenario.errors import _Fail
from mtgcombat.scenario.schema import TimelineDoc


def check_removal_targets(at: str, td: TimelineDoc, spell: Spell, fail: _Fail) -> bool:
    """Check the entry's ``targets`` and ``divide`` for a spell with a
    second target or divided damage; ``True`` when it has one of them (the
    other checks of a count of targets are then not made), ``False`` for
    any other spell (which must not have ``divide``).

    >>> from mtgcombat.scenario.errors import ScenarioError
    >>> from mtgcombat.text.spells import parse_spell
    >>> def fail(path, key, rule=None, **facts):
    ...     return ScenarioError("a.toml", path, key)
    >>> spell = parse_spell("~ deals 3 damage divided as you choose among one or two targets.")
    >>> doc = TimelineDoc(after="declare-blockers", effect=spell.text, targets=["B"], divide=[3])
    >>> check_removal_targets("timeline[0]", doc, spell, fail)
    True
    """
    said = spell.text
    _check_sacrificed(at, td, spell, fail)
    from mtgcombat.rules.spell_divided import divided_other  # noqa: PLC0415  (issue 33)

    split = divided(spell.effects) or divided_other(spell.effects)
    if split is None:
        if td.divide is not None:
            raise fail(f"{at}.divide", "timeline_divide_none", "601.2d", effect=said)
        if second_target(spell.effects) is None or not spell.targeted:
            return False
        if len(td.targets) != 2:
            raise fail(f"{at}.targets", "timeline_targets_two", "601.2c",
                       effect=said, count=len(td.targets))  # fmt: skip
        # 601.2c: one object may be chosen for two words "target" (issue 33:
        # two pumps), unless the second says "another" (115.1)
        if td.targets[0] == td.targets[1] and not _same_allowed(spell):
            raise fail(f"{at}.targets", "timeline_targets_repeated", "601.2c", effect=said)
        return True
    most = min(split.most or spell.count[1] or split.amount, split.amount)
    if not 1 <= len(td.targets) <= most:
        raise fail(f"{at}.targets", "timeline_targets_count", "601.2c",
                   effect=said, least=1, most=most, count=len(td.targets))  # fmt: skip
    if len(set(td.targets)) != len(td.targets):
        raise fail(f"{at}.targets", "timeline_targets_repeated", "601.2c", effect=said)
    shares = td.divide or []
    if len(shares) != len(td.targets) or any(n < 1 for n in shares) or sum(shares) != split.amount:
        raise fail(f"{at}.divide", "timeline_divide_needed", "601.2d",
                   effect=said, amount=split.amount, count=len(td.targets))  # fmt: skip
    return True


def _check_sacrificed(at: str, td: TimelineDoc, spell: Spell, fail: _Fail) -> None:
    """``sacrificed`` only for a spell that makes players sacrifice (701.21a),
    each id once; which permanents are checked as the spell is cast."""
    from mtgcombat.rules.spell_removal import PlayerSacrificeEffect  # noqa: PLC0415

    if td.sacrificed is None:
        return
    if not any(isinstance(e, PlayerSacrificeEffect) for e in spell.effects):
        raise fail(f"{at}.sacrificed", "timeline_sacrificed_none", "701.21a", effect=spell.text)
    if len(set(td.sacrificed)) != len(td.sacrificed):
        raise fail(f"{at}.sacrificed", "timeline_targets_repeated", "701.21a", effect=spell.text)


def _same_allowed(spell: Spell) -> bool:
    """Whether the spell's two targets may be one object (601.2c): a pump on
    a second target not said to be "another" (issue 33)."""
    from mtgcombat.rules.spell_second import SecondPumpEffect  # noqa: PLC0415

    return any(isinstance(e, SecondPumpEffect) and not e.other.distinct for e in spell.effects)
