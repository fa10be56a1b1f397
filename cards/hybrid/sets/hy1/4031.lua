-- Stone Spirit. Taunt (A token made by Cairn Ward.)
return {}
