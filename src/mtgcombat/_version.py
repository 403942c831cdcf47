"""The version of mtgcombat, in a module of its own: the package re-exports
it as ``mtgcombat.__version__``, and the sentence cache
(:mod:`mtgcombat.text.parse_cache`) reads it without importing the package.
"""

__version__ = "0.1.0"
