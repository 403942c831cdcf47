"""The attack declarations the attack solver tries (508.1), listed lazily:
how many of a group of identical creatures attack each target
(:func:`spread`), and the product of every group's choices
(:func:`lazy_product`), in ``itertools.product`` order but without listing
any group's choices first (a group of N identical creatures with T targets
has about N**T of them: issue 35, finding 3).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

_T = TypeVar("_T")


def spread(members: Sequence[str], where: Sequence[str]) -> Iterator[tuple[tuple[str, str], ...]]:
    """How many of the (identical) ``members`` attack each target, lazily:
    the counts in lexicographic order, their sum at most the members.

    >>> [len(p) for p in spread(("a", "b"), ("B", "jace"))]
    [0, 1, 2, 1, 2, 2]
    """
    for counts in _counts(len(members), len(where)):
        names = iter(members)
        yield tuple((next(names), t) for t, c in zip(where, counts, strict=True) for _ in range(c))


def _counts(total: int, places: int) -> Iterator[tuple[int, ...]]:
    """Every tuple of ``places`` counts summing to at most ``total``, in
    lexicographic order (``itertools.product`` order, those over left out,
    without visiting them).

    >>> list(_counts(1, 2))
    [(0, 0), (0, 1), (1, 0)]
    """
    if places == 0:
        yield ()
        return
    for first in range(total + 1):
        for rest in _counts(total - first, places - 1):
            yield (first, *rest)


def lazy_product(
    parts: Sequence[Callable[[], Iterator[_T]]],
) -> Iterator[tuple[_T, ...]]:
    """``itertools.product`` over iterators made again on demand (the last
    varies fastest), without listing any of them first.

    >>> ["".join(t) for t in lazy_product([lambda: iter("ab"), lambda: iter("xy")])]
    ['ax', 'ay', 'bx', 'by']
    """
    iterators = [make() for make in parts]
    current: list[_T] = []
    for it in iterators:
        for first in it:
            current.append(first)
            break
        else:
            return  # an empty part: no product
    while True:
        yield tuple(current)
        j = len(iterators) - 1
        while j >= 0:
            for item in iterators[j]:
                current[j] = item
                break
            else:  # this part is done: it starts again, the one before moves on
                iterators[j] = parts[j]()
                current[j] = next(iterators[j])
                j -= 1
                continue
            break
        if j < 0:
            return
