"""What people read, in English and Japanese: the message catalog and its
renderer, and the rule notes that ``explain`` prints.
"""
