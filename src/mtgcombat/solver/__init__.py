"""The solver: the best blocks, orders, assignments and attacks for a player,
searched with bounds, reductions and the combat's triggers.
"""
