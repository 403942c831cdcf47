"""Real cards: the card catalog, the MTGJSON import and what is modelled of it."""
