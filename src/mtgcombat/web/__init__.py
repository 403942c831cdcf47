"""The web playground: a local web app served by ``mtgcombat serve``.

It needs the optional ``web`` extra (Starlette and uvicorn); the rest of the
package never imports it. :func:`mtgcombat.web.app.create_app` builds the
app: JSON endpoints under ``/api`` that give exactly the command line's
``--json`` documents, and the page (plain HTML, CSS and JavaScript modules in
``static/``). :mod:`mtgcombat.web.toml_text` writes a scenario as TOML.
"""
