"""The block declaration as a value (CR 509.1a): a
:class:`BlockDeclaration` maps each blocking creature to the attackers it
blocks, with its text form and the index by attacker.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field

from mtgcombat.core.model import Board
from mtgcombat.core.valueclass import dataclass  # the generated methods compiled on first use

# ---------------------------------------------------------------------------
# The declaration value
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class BlockDeclaration:
    """Which creatures block which attackers. Notation:
    ``brigade: baloth boars; elf: gorger`` (``-`` or empty: no blocks).

    >>> d = BlockDeclaration.parse("brigade: baloth boars; elf: gorger")
    >>> d.blockers_of("baloth"), d.attackers_of("brigade")
    (('brigade',), ('baloth', 'boars'))
    >>> d == BlockDeclaration.parse("elf: gorger; brigade: boars baloth")
    True
    """

    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # each attacker's blockers, made on the first blockers_of (most
    # declarations a command reads, such as the 509.1 note's, ask none)
    _by_attacker: dict[str, tuple[str, ...]] | None = field(
        init=False, repr=False, compare=False, default=None
    )

    def __post_init__(self) -> None:
        cleaned = tuple((b, tuple(a)) for b, a in self.blocks if a)
        blockers = [b for b, _ in cleaned]
        if len(set(blockers)) != len(blockers):
            raise ValueError("a declaration names each blocking creature once")
        object.__setattr__(self, "blocks", cleaned)

    @classmethod
    def _clean(cls, blocks: tuple[tuple[str, tuple[str, ...]], ...]) -> BlockDeclaration:
        """The declaration of blocks known to be clean (each blocker named
        once, with a tuple of one attacker or more), without the class call
        and its checks."""
        out = object.__new__(cls)
        object.__setattr__(out, "blocks", blocks)
        object.__setattr__(out, "_by_attacker", None)
        return out

    @classmethod
    def of(cls, blocks: Mapping[str, Iterable[str]]) -> BlockDeclaration:
        """Build from a mapping of each blocker to the attackers it blocks.

        >>> BlockDeclaration.of({"elf": ["ogre"]}) == BlockDeclaration.parse("elf: ogre")
        True
        """
        return cls(tuple((b, tuple(a)) for b, a in blocks.items()))

    @classmethod
    def parse(cls, text: str) -> BlockDeclaration:
        """Read the notation blocker: attacker ...; ... (- or empty: no blocks).

        >>> len(BlockDeclaration.parse("-")), str(BlockDeclaration.parse("elf: ogre ;wall:bat"))
        (0, 'elf: ogre; wall: bat')
        >>> BlockDeclaration.parse("elf ogre")
        Traceback (most recent call last):
        ...
        ValueError: "elf ogre" is not "blocker: attacker ..."
        """
        pairs: list[tuple[str, tuple[str, ...]]] = []
        for part in (p.strip() for p in text.split(";")):
            if not part or part == "-":
                continue
            blocker, sep, rest = part.partition(":")
            if not sep or not blocker.strip():
                raise ValueError(f'"{part}" is not "blocker: attacker ..."')
            pairs.append((blocker.strip(), tuple(rest.split())))
        return cls(tuple(pairs))

    @classmethod
    def from_board(cls, board: Board) -> BlockDeclaration:
        """The blocks declared on the board (each permanent's ``blocking``),
        leaving out creatures that entered the battlefield blocking (509.7b).

        >>> from mtgcombat import Board, Permanent, Player
        >>> ogre = Permanent(id="ogre", controller="A", power=5, toughness=5, attacking="B")
        >>> elf = Permanent(id="elf", controller="B", power=1, toughness=1, blocking=["ogre"])
        >>> board = Board([Player("A"), Player("B")], [ogre, elf], "A")
        >>> BlockDeclaration.from_board(board)
        BlockDeclaration.parse('elf: ogre')
        """
        blocks = tuple(
            [
                (p.id, tuple(p.blocking))
                for p in board.permanents
                if p.blocking and not p.entered_blocking
            ]
        )
        if len(board._by_id) == len(board.permanents):  # distinct ids: each blocker named once
            return cls._clean(blocks)
        return cls(blocks)

    def blockers(self) -> tuple[str, ...]:
        """The blocking creatures, in the order the declaration names them.

        >>> BlockDeclaration.parse("wall: ogre; elf: ogre").blockers()
        ('wall', 'elf')
        """
        return tuple(b for b, _ in self.blocks)

    def attackers_of(self, blocker: str) -> tuple[str, ...]:
        """The attackers this creature blocks (none if it does not block).

        >>> d = BlockDeclaration.parse("elf: ogre bat")
        >>> d.attackers_of("elf"), d.attackers_of("wall")
        (('ogre', 'bat'), ())
        """
        for b, attackers in self.blocks:
            if b == blocker:
                return attackers
        return ()

    def blockers_of(self, attacker: str) -> tuple[str, ...]:
        """The creatures blocking this attacker, in declaration order.

        >>> BlockDeclaration.parse("wall: ogre; elf: ogre bat").blockers_of("ogre")
        ('wall', 'elf')
        """
        index = self._by_attacker
        if index is None:
            index = _by_attacker(self.blocks)
            object.__setattr__(self, "_by_attacker", index)
        return index.get(attacker, ())

    def as_dict(self) -> dict[str, list[str]]:
        """The declaration as a mapping from blocker to the attackers it blocks.

        >>> BlockDeclaration.parse("wall: ogre; elf: ogre bat").as_dict()
        {'wall': ['ogre'], 'elf': ['ogre', 'bat']}
        """
        return {b: list(a) for b, a in self.blocks}

    def __len__(self) -> int:
        return len(self.blocks)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BlockDeclaration):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> frozenset[tuple[str, frozenset[str]]]:
        return frozenset((b, frozenset(a)) for b, a in self.blocks)

    def __str__(self) -> str:
        return "; ".join(f"{b}: {' '.join(a)}" for b, a in self.blocks) or "-"

    def __repr__(self) -> str:
        return f"BlockDeclaration.parse({str(self)!r})"


def _by_attacker(
    blocks: tuple[tuple[str, tuple[str, ...]], ...],
) -> dict[str, tuple[str, ...]]:
    """Each attacker's blockers, in the order the declaration names them."""
    index: dict[str, list[str]] = {}
    for b, attackers in blocks:
        for a in dict.fromkeys(attackers):
            index.setdefault(a, []).append(b)
    return {a: tuple(bs) for a, bs in index.items()}
