import React from 'react';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import HomeScreen from '../screens/HomeScreen';
import TaskHelpScreen from '../screens/TaskHelpScreen';
import PromoScreen from '../screens/PromoScreen';

const Stack = createNativeStackNavigator();

export const HomeNavigator = () => (
  <Stack.Navigator>
    <Stack.Screen name="Home" component={HomeScreen} />
    <Stack.Screen name="TaskHelp" component={TaskHelpScreen} />
    <Stack.Screen name="Promo" component={PromoScreen} />
  </Stack.Navigator>
);
