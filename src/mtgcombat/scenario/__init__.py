"""The scenario file format: a TOML or JSON board with its declarations and
choices, read into the rules' values with every problem named by file and field.
"""
