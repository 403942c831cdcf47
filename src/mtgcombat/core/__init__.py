"""The values every layer shares: rule sets, permanents and boards, abilities as
values, verdicts, events, selectors, the board's own checks and the search budget.

Nothing here knows card text, files, messages or the command line.
"""
