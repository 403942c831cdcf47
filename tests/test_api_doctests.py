"""Every public function, class and method shows how it is used: a ``>>>``
example in its docstring, which pytest runs (``--doctest-modules`` in
pyproject.toml), so every example is also a test of real behaviour.

What is public. The walk visits every module of the package
(:func:`pkgutil.walk_packages`), except private modules (a part of the dotted
name starts with ``_``) and ``mtgcombat.web`` (the web front end, documented by
its pages). In each module it takes the names the module itself defines (not
names imported or re-exported from elsewhere, which are checked where they are
defined):

- if the module has ``__all__``, the names listed there;
- otherwise every name without a leading underscore;

keeping the functions and classes, and for each class every method, static
method, class method and property defined in the class body whose name has no
leading underscore. Excluded, on purpose:

- the click commands of ``cli.py`` (click objects, not functions): they are
  documented by ``--help`` and the README transcripts;
- the methods of the lark transformer mixins (``EXCLUDED_CLASS_METHODS``):
  lark calls them, one per grammar rule, with parse-tree children; the
  grammar's examples are the card sentences that ``parse_sentence`` doctests
  and the text tests parse (the class itself has an example);
- two functions whose example would be slow or touch the user's files
  (``EXCLUDED``, each with its reason and the test that covers it).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

import mtgcombat

EXCLUDED_PACKAGES = ("mtgcombat.web",)
EXCLUDED_CLASS_METHODS = frozenset(
    {
        "mtgcombat.text.attack_effect_values.AttackEffectValues",
        "mtgcombat.text.attack_more_values.AttackMoreValues",  # grammar callbacks (session 10)
        "mtgcombat.text.enters_values.EntersValues",  # grammar callbacks (603.6a)
        "mtgcombat.text.life_lost_values.LifeLostValues",  # grammar callbacks (119.3)
        "mtgcombat.text.spell_grant_values.SpellGrantValues",  # grammar callbacks (613.1f)
        "mtgcombat.text.token_later.TokenLaterValues",  # grammar callbacks (603.7)
        "mtgcombat.text.block_triggers.BlockTriggerValues",
        "mtgcombat.text.damage_triggers.DamageTriggerValues",
        "mtgcombat.text.damage_trigger_players.DamageTriggerPlayerValues",  # grammar callbacks
        "mtgcombat.text.untapped_triggers.UntappedTriggerValues",  # grammar callbacks
        "mtgcombat.text.host_pair_triggers.HostPairValues",  # grammar callbacks (session 13)
        "mtgcombat.text.attack_watchers.AttackWatcherValues",  # grammar callbacks
        "mtgcombat.text.dies_triggers.DiesTriggerValues",
        "mtgcombat.text.dies_effects.DiesEffectValues",  # grammar callbacks (session 12)
        "mtgcombat.text.double_counter_values.DoubleCounterValues",  # grammar callbacks (s13)
        "mtgcombat.text.spell_values.SpellValues",
        "mtgcombat.text.spell_more_values.SpellMoreValues",
        "mtgcombat.text.spell_removal_values.SpellRemovalValues",  # grammar callbacks too
        "mtgcombat.text.counted_triggers.CountedTriggerValues",  # grammar callbacks (issue 33)
        "mtgcombat.text.spell_combat_values.SpellCombatValues",  # grammar callbacks (session 7)
        "mtgcombat.text.spell_zone_values.SpellZoneValues",  # grammar callbacks (session 13)
        "mtgcombat.text.history_values.HistoryValues",  # grammar callbacks (session 10)
        "mtgcombat.text.counter_rule_values.CounterRuleValues",  # grammar callbacks (614.1a)
        "mtgcombat.text.spell_group_damage.GroupDamageValues",  # grammar callbacks (session 13)
        "mtgcombat.text.spell_damage_life.DamageLifeValues",  # grammar callbacks (session 13)
    }
)

EXCLUDED = {
    "mtgcombat.demo.run_demo": (
        "prints the whole walk-through, every example under both rule sets"
        " (half a second); tests/test_demo.py runs it"
    ),
    "mtgcombat.text.parse_cache.store": (
        "registers a write of the user's parse cache at exit;"
        " tests/test_parse_cache.py runs it against a private cache file"
    ),
}


def _modules() -> Iterator[ModuleType]:
    yield mtgcombat
    for info in pkgutil.walk_packages(mtgcombat.__path__, "mtgcombat."):
        name = info.name
        if name.startswith(EXCLUDED_PACKAGES):
            continue
        if any(part.startswith("_") for part in name.split(".")[1:]):
            continue
        yield importlib.import_module(name)


def _member_function(value: object) -> object | None:
    """The function behind a class attribute (method, static or class
    method, property), or None for anything else."""
    if isinstance(value, (staticmethod, classmethod)):
        value = value.__func__
    elif isinstance(value, property):
        value = value.fget
    return value if inspect.isfunction(value) else None


def _public_objects() -> Iterator[tuple[str, object]]:
    for module in _modules():
        listed = getattr(module, "__all__", None)
        names = (
            list(listed)
            if listed is not None
            else [n for n in vars(module) if not n.startswith("_")]
        )
        for name in names:
            value = getattr(module, name, None)
            if not (inspect.isfunction(value) or inspect.isclass(value)):
                continue
            if getattr(value, "__module__", None) != module.__name__:
                continue  # re-exported: checked in the module that defines it
            qualified = f"{module.__name__}.{name}"
            yield qualified, value
            if not inspect.isclass(value) or qualified in EXCLUDED_CLASS_METHODS:
                continue
            for attr, member in vars(value).items():
                function = _member_function(member)
                if function is not None and not attr.startswith("_"):
                    yield f"{qualified}.{attr}", function


PUBLIC = dict(_public_objects())

# In the compiled build (``make test-compiled``) the core's functions are C
# functions, which the walk does not take for functions, and its doctests
# are not collected: the pure run checks the examples.
pytestmark = pytest.mark.skipif(
    mtgcombat.is_compiled(), reason="the docstring walk reads the pure-Python modules"
)


def _has_example(value: object) -> bool:
    # The class's own docstring (inspect.getdoc would inherit a base's).
    doc = value.__doc__ if inspect.isclass(value) else inspect.getdoc(value)
    return ">>>" in (doc or "")


def test_the_walk_finds_the_public_api() -> None:
    """The walk sees the entry points, in modules with and without
    ``__all__`` (a walk that found nothing would pass)."""
    assert len(PUBLIC) > 400
    for name in (
        "mtgcombat.rules.combat.resolve_combat",
        "mtgcombat.rules.assignment_options.legal_assignments",
        "mtgcombat.core.validation.check_board",
    ):
        assert name in PUBLIC, name
    # Re-exports are not counted twice, click commands and private names not at all.
    assert "mtgcombat.Board" not in PUBLIC
    assert not any(name.split(".")[-1].startswith("_") for name in PUBLIC)
    assert "mtgcombat.cli.check" not in PUBLIC


@pytest.mark.parametrize("name", sorted(set(PUBLIC) - set(EXCLUDED)))
def test_every_public_object_has_a_doctest(name: str) -> None:
    assert _has_example(PUBLIC[name]), f"{name} has no example (>>>) in its docstring"


def test_the_exclusions_are_current() -> None:
    """Every excluded name is still public and still without an example (an
    exclusion that outlived its reason must go)."""
    stale = sorted(n for n in EXCLUDED if n not in PUBLIC or _has_example(PUBLIC[n]))
    assert not stale, f"remove from EXCLUDED: {stale}"
    for cls in EXCLUDED_CLASS_METHODS:
        assert cls in PUBLIC, cls


def test_doctests_run_under_pytest() -> None:
    """The examples are tests: pytest collects them from the package."""
    pyproject = Path(mtgcombat.__file__).parents[2] / "pyproject.toml"
    assert "--doctest-modules" in pyproject.read_text(encoding="utf-8")
