"""Hop, a toy third game that proves the game seam (specs/adding-a-game.md): nothing outside this package changes."""
