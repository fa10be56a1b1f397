-- Archive Keeper: Your hand size is increased by 2 (FF-9.5.1.2).
return { hand_size(2) }
