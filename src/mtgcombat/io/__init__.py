"""Reading and writing outside the rules: safe reading of input files within
their limits, and the text notation of boards and abilities.
"""
