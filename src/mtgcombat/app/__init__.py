"""The application layer: one module per command, each a function from a
loaded scenario and options to ``(document, exit code)``, with the text
renderer of that document. The command line, the web playground, batch runs
and the demo all call it; it never parses arguments or serves requests.
"""
