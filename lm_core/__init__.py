"""The mathematics behind Token by Token.

Models, metrics, training loops and analyses. Nothing in this package imports
streamlit: every module can be used (and is tested) on its own.
"""
